:- use_module(library(lists)).
0.6::e0(3).
0.1::e0(2); 0.1::e0(1).
e1(3,1).
0.3::e1(3,3); 0.1::e1(1,1); 0.3::e1(2,2).
e2.
0.9::p00(X) :- e2, e2, between(1,3,X).
0.2::p01(Y) :- e1(1,Z), e1(Z,2), between(1,3,Y).
p10(Y,Y) :- p00(Y), p00(2), e1(Y,X), \+ p00(Y), call(p00, 1).
0.1::p10(Y,X) <- (p10(Z,X), p10(1,X), between(1,3,Y)) ; (e1(Y,3), between(1,3,X), findall(V, p01(V), L), L = [], X @< f(1)).
P::p20(X) :- (p20(1), p01(X), e2), P is X / 4.
0.5::p20(X) :- e2, p10(Y,Y), e2, between(1,3,X), not p10(Y,X), \+ e1(Y,X).
query(p01(3)).
query(p20(X)).
query(\+ p00(2)).
evidence(p10(3,3), true).
