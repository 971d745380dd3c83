:- use_module(library(lists)).
0.9::e0.
0.9::e1(2,2).
e1(2,3).
0.8::e2(3).
0.2::e2(2).
p00(Y,X) :- (e1(Y,1), e0, between(1,3,X), T =.. [g, Y], T \== g(0), findall(V, e1(Y,V), L), length(L, N), N >= 2) ; (e0, between(1,3,X), between(1,3,Y)).
0.75::p10(Y) :- e2(X), between(1,3,Y).
0.9::p10(3) :- X \== 1, p00(Y,Z), e1(X,X), compare(O, Z, 1).
p20(Y,Y) :- e0, p00(Z,Y), p00(Y,Z), Y =\= 2.
p30(Y,X) <- (p31(X), p31(3), between(1,3,Y), X =:= 1, X @>= 3) ; (e0, p00(Z,X), between(1,3,Y), not p20(Y,Z)).
p31(3) :- p30(X,Y), e0, Y < 2, X =\= 1.
p31(3) :- p20(3,X), e2(1), \+ e2(1).
query(p10(Y)).
query(e1(1,Y)).
query(e1(X,X)) :- between(1,2,X).
