:- use_module(library(lists)).
0.9::e0(2,3).
e1(1,1).
e1(3,3).
0.3::e1(2,3).
0.7::e2.
p00 :- e0(X,1), e1(X,1), e2.
p10(1) :- (e0(Y,Y), e0(Y,Y), p11) ; (p00).
P::p10(Y) <- (e2, between(1,3,Y)), P is Y / 4.
p10(Y) :- e1(1,X), between(1,3,Y), findall(V, e0(X,V), L), sort(L, S), length(S, N), N < 2.
p11 :- e0(1,Z), p10(Z).
p11 <- e0(X,Z), p00, e2, \+ e2.
query(p11).
query(p11) :- between(1,2,X).
evidence(p10(2), true).
