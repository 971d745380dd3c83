:- use_module(library(lists)).
0.8::e0(3,3).
e1(1).
0.25::e1(3).
0.3::e1(2); 0.1::e1(3); 0.2::e1(1).
0.75::e2(3).
0.7::e2(2).
0.7::e3(2).
e3(3).
p00(Y,Y) :- p00(Y,X), p00(3,1), e1(Y), compare(O, X, 2), \+ e2(X).
0.6::p00(2,X) :- e1(Z), e0(2,Z), between(1,3,X).
p00(Y,X) :- e2(Y), p01(3), e1(1), between(1,3,X), X @< a, Y \= Y.
p01(X) :- e0(Y,X), findall(V, e2(V), L), length(L, N), N >= 2, \+ e2(Y).
p01(2) :- e2(X), compare(O, X, 2).
p10(Y,X) :- p11, p10(2,Y), between(1,3,X), Y < 2.
p10(Y,X) :- e0(1,1), between(1,3,X), between(1,3,Y), call(e2, Y), findall(V, e0(Y,V), L), sum_list(L, T), T > 2.
P::p10(3,X) :- (e3(Y), p11, p00(Y,1), between(1,3,X), Y =:= 3), P is X / 4.
p11 :- p01(3), e0(Y,Z), e0(Z,2).
p11 :- p11, T =.. [g, 2], T \== g(0).
0.4::p20(Y) :- (p20(2), e1(Y), e0(X,2), compare(O, Y, 3), findall(V, e2(V), L), L \= []) ; (Y == 2, p10(Y,Z)).
0.6::p21(X,X) :- p10(Y,2), p00(X,X).
p30(1) :- p30(Y), p00(Y,Y), W is Y + 1, W < 5, call(p21, Y, Y).
p30(Y) :- (p21(3,X), p01(2), p20(1), between(1,3,Y), not e1(X)) ; (p00(3,X), between(1,3,Y)).
p31(Y) :- p00(Z,X), between(1,3,Y).
query(p30(3)).
query(e3(3)).
query(p31(1)).
query(e0(X,X)) :- between(1,2,X).
evidence(e3(2), false).
