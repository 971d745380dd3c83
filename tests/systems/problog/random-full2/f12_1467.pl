:- use_module(library(lists)).
0.6::e0(3,3).
0.75::e1(2,3).
0.1::p00(X) :- e0(Y,X), e1(Y,X), X @>= 2.
0.2::p00(Y) :- e0(X,X), p00(X), e1(3,X), between(1,3,Y).
0.25::p00(X) :- e0(Z,X), e0(1,Z), e1(Z,3), \+ e0(1,Z), findall(V, e1(Z,V), L), sort(L, S), length(S, N), N < 2.
p10(X) :- (p00(Z), e1(Z,Z), between(1,3,X)) ; (p00(X), e0(Y,2), \+ e1(1,Y), X == Y).
P::p10(X) :- (p11(X,X), p11(2,3)), P is X / 4.
0.9::p10(X) :- e0(Z,Y), between(1,3,X).
p11(Y,Y) :- p10(X), between(1,3,Y), \+ p00(2).
query(p00(2)).
query(\+ e0(1,2)).
evidence(p00(1), false).
