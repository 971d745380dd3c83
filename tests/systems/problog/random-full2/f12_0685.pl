:- use_module(library(lists)).
0.75::e0(3,3).
0.2::e1(1,1).
0.9::e2(1).
0.8::e2(3).
0.5::e3(3,3).
0.75::e3(1,1).
0.2::e3(1,3).
p00(Y,3) :- e1(Z,Y), e0(X,2), e1(Z,3), Z \== Y, \+ e1(X,Z).
P::p00(X,Y) <- (p00(2,Y), between(1,3,X), not e1(Y,X)), P is X / 4.
p01(X) :- e3(Z,Z), between(1,3,X), X \== X.
p01(X) :- e3(1,3), between(1,3,X).
0.6::p10 :- e1(Z,2), e1(Z,1), p10.
P::p11(Y,Y) :- (e2(X), e3(Z,X), p11(1,X), between(1,3,Y), findall(V, e2(V), L), length(L, N), N >= 2), P is Y / 4.
query(p01(Y)).
query(\+ p10).
