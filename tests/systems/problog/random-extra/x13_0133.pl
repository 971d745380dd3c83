:- use_module(library(lists)).
e0.
e1(2).
p00(X) :- (e1(2), between(1,3,X), X = X) ; (X \== 2, e0, between(1,3,X), \+ e0).
P::p00(Y) :- ((p00(X), e0, between(1,3,Y), X = Y, \+ e0) ; (Y == 2, e0, between(1,3,Y))), P is Y / 4.
p00(Y) <- (p00(Z), p00(Z), e1(2), between(1,3,Y)) ; (e1(1), e1(Z), between(1,3,Y), Y @< 1).
0.3::p10(X,Y) :- e0, e1(Y), e1(X), findall(V, e1(V), L), sort(L, S), length(S, N), N < 2, not p00(X).
p10(2,X) :- (p10(Y,X), e0, \+ e1(X)) ; (p11, between(1,3,X)).
p11 :- e1(X), p00(X).
query(e0).
query(p00(1)).
query(p11).
query(\+ e0).
