:- use_module(library(lists)).
0.25::e0(1,3).
0.25::e0(2,3).
0.3::e1(2,2).
0.2::e1(2,3).
p00 :- e0(Y,1), p00, p00.
p10 :- e1(Z,Z), p00, \+ e1(Z,Z), W is Z + 1, W < 5.
p10 :- e0(X,3), e0(2,2), e1(Z,X), \+ e0(Z,Z).
0.2::p11(X,X) :- p11(Y,Z), between(1,3,X), \+ p00.
0.3::p11(Y,X) :- (e1(3,1), p10, between(1,3,X), between(1,3,Y)) ; (e1(Y,Y), between(1,3,X), findall(V, e0(X,V), L), sort(L, S), length(S, N), N < 2, \+ p00).
P::p11(3,Y) :- (e0(1,X), p10, p00, between(1,3,Y)), P is Y / 4.
query(p00).
query(p11(1,2)).
evidence(p10, true).
