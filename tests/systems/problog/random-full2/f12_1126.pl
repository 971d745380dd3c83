:- use_module(library(lists)).
e0.
0.25::e1(3,2).
0.25::e2(2).
0.3::e2(3).
p00(2) :- p01(1), e1(Y,Y), p00(Z), findall(V, e1(3,V), L), length(L, N), N >= 2.
P::p01(Y) :- (p01(3), between(1,3,Y), W is Y + 2, W < 5, Y < 3), P is Y / 4.
p10(Y,Y) :- e1(X,Y).
P::p10(X,Y) :- (e1(Y,Z), between(1,3,X), Y \== Z, compare(O, X, 2)), P is X / 4.
query(p00(3)).
evidence(e2(3), true).
