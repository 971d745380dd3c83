:- use_module(library(lists)).
0.2::e0(1).
0.75::e1.
P::p00(X) :- (p00(Y), e1, between(1,3,X)), P is X / 4.
0.9::p00(Y) :- e0(1), e0(X), e0(X), between(1,3,Y).
p00(Y) :- e0(1), between(1,3,Y), W is Y + 3, W < 5.
p10(Y) :- p00(2), p10(X), between(1,3,Y), findall(V, p00(V), L), length(L, N), N >= 1, X < 2.
p10(X) :- e1, between(1,3,X), X @=< a, X @< 3.
P::p10(X) :- ((e0(Y), e0(1), p10(Y), between(1,3,X), \+ e1, findall(V, p00(V), L), length(L, N), N >= 1) ; (p10(Z), p10(Z), p00(Z), between(1,3,X), Z = Z, \+ e1)), P is X / 4.
query(e0(2)).
query(\+ e0(1)).
evidence(e0(1), true).
