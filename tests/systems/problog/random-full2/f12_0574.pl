:- use_module(library(lists)).
0.75::e0(3).
0.2::e0(3); 0.2::e0(1); 0.3::e0(2).
0.25::e1(2).
e1(3).
p00(2) :- e0(Z), p00(X), p01(2), Z = X.
p01(X) :- (p01(1), between(1,3,X)) ; (e0(X)).
0.9::p01(1) :- (X \== 1, p01(Y), p00(X), W is X + 3, W < 5) ; (p01(Z), e1(Z)).
p10(X) :- p01(Z), e1(1), e0(Z), between(1,3,X).
p10(Y) :- p10(X), p00(1), p10(1), between(1,3,Y), findall(V, p00(V), L), length(L, N), N >= 2.
P::p10(X) :- ((X == 1, p01(Y), between(1,3,X)) ; (p00(2), e1(Y), between(1,3,X), not p01(2))), P is X / 4.
query(p10(3)).
query(p01(2)).
query(p00(1)).
