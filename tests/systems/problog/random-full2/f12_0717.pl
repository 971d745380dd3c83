:- use_module(library(lists)).
e0(3).
0.1::e0(1).
0.9::e0(2).
0.25::e1(1).
0.2::e1(3).
0.1::e1(3); 0.1::e1(2); 0.1::e1(1).
0.5::p00(3) :- e1(1), e0(Y), e1(3), findall(V, e1(V), L), length(L, N), N >= 2.
p10(X,X) <- p00(Z), e0(Y), between(1,3,X), call(e0, Z).
P::p10(X,Y) :- (e1(3), between(1,3,X), between(1,3,Y)), P is X / 4.
p10(X,Y) <- p10(Z,2), e1(Z), between(1,3,X), between(1,3,Y).
query(e0(1)).
query(p00(X)) :- between(1,2,X).
query(\+ e1(3)).
evidence(p00(2), false).
