:- use_module(library(lists)).
0.1::e0(3).
0.75::e0(2).
0.2::e0(3); 0.1::e0(1).
0.3::e1(3,3).
0.2::e1(2,2); 0.1::e1(1,1); 0.1::e1(3,3).
0.75::e2(1).
e2(2).
p00(2,Y) :- e2(X), between(1,3,Y), X @< f(1).
p10 :- (e2(3), p10, p10, \+ e2(2)) ; (e2(Y), e0(1), p00(1,X), X =\= 2).
0.8::p20(3) :- e0(X), e2(X), p20(1), \+ e1(X,X), X =:= 2.
p20(3) :- p10, e2(3), T =.. [g, 1], T \== g(0), not p00(1,1).
p30(1) :- e0(Z).
p30(2) :- e0(Z), W is Z + 3, W < 5.
p30(Y) :- Y == 2, p30(1), p30(Y), p10.
p31(3,X) :- (e1(X,3), findall(V, e1(X,V), L), length(L, N), N >= 1, findall(V, e2(V), L), L \= []) ; (e2(1), between(1,3,X), \+ e1(X,X), X @=< 1).
p31(1,Y) :- p30(X), p20(1), between(1,3,Y), X < 1, compare(O, Y, 1).
p31(3,X) :- X \== 1, p10, p20(Y), between(1,3,X), Y < 1.
query(e2(Y)).
query(p20(X)).
query(e2(Y)).
query(e0(X)) :- between(1,2,X).
