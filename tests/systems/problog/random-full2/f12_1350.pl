:- use_module(library(lists)).
0.25::e0.
0.9::e1(2).
p00(1) :- (p01(Y), p00(3), e0, Y == 2) ; (p01(Z), e1(Z), e0, compare(O, Z, 2), W is Z + 1, W < 5).
0.9::p00(1) :- (e0, p01(3), p01(Z)) ; (p01(Z), p00(Z), Z @< 3).
0.75::p01(X) :- (e1(2), p00(Z), between(1,3,X), Z = Z, findall(V, e1(V), L), L = []) ; (p00(Z), e0, e1(Y), between(1,3,X), not e1(X)).
p01(Y) :- e0, between(1,3,Y).
p10 :- p00(2), p01(Y), \+ e0.
0.1::p10 :- (p01(Y), p01(Y)) ; (Y \== 1, p00(Y), p01(X)).
p10 <- p10, call(p00, 3).
query(e1(3)).
evidence(e0, true).
