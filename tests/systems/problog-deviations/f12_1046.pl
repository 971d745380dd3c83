:- use_module(library(lists)).
0.75::e0(2,3).
0.9::e0(2,2).
e0(1,1).
0.7::e1(1).
p00(Y,X) :- e0(1,1), p00(X,3), e0(X,X), between(1,3,Y).
p10(2) <- e0(Z,Y).
P::p10(Y) :- (p10(1), between(1,3,Y), T =.. [g, Y], T \== g(0), findall(V, p00(2,V), L), length(L, N), N >= 2), P is Y / 4.
p10(Y) :- (e1(X), between(1,3,Y)) ; (Z == 3, p00(Y,1), e1(Y), p00(Z,Y), \+ e0(Y,Z)).
p20(X) :- (e1(X), p10(3), p20(X)) ; (X == 2, p00(Y,Z), p00(Z,Z), e0(Y,X), not e0(2,Y)).
P::p20(Y) :- (p20(X), e0(X,Y)), P is Y / 4.
query(p00(1,1)).
query(e1(X)).
query(p10(3)).
evidence(p10(3), false).
