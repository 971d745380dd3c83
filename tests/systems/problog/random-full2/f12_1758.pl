:- use_module(library(lists)).
0.75::e0.
0.25::e1(3,3).
0.9::e1(2,2).
e1(3,2).
0.3::e2(2); 0.1::e2(3).
p00(X,1) :- e1(1,X), \+ e0.
p00(X,Y) :- e0, between(1,3,X), between(1,3,Y), T =.. [g, X], T \== g(0).
P::p10(X) :- ((p10(X), e1(X,X)) ; (p10(2), p00(2,Z), p10(X), Z = X, Z = 2)), P is X / 4.
P::p10(X) :- (e2(X), p00(2,2), X @< f(1)), P is X / 4.
0.5::p10(X) :- (p10(Y), p00(1,Y), e0, between(1,3,X)) ; (p00(Z,Z), p00(Y,Z), e1(Y,2), between(1,3,X), not p00(Y,X), findall(V, p00(X,V), L), sort(L, S), length(S, N), N < 2).
query(e2(3)).
query(e0) :- between(1,2,X).
query(\+ e0).
evidence(e0, true).
