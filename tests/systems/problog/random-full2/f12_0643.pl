:- use_module(library(lists)).
0.2::e0(1,3).
0.5::e2.
p00(X) :- (e2, e0(1,1), between(1,3,X)) ; (p00(Y), between(1,3,X), Y = 3, \+ e0(Y,Y)).
P::p01(X) :- (p01(1), p01(3), p00(2), between(1,3,X), W is X + 2, W < 5), P is X / 4.
p01(Y) <- e1(Y), p00(1), \+ e0(Y,Y).
p10(X) :- (X \== 2, p01(X), e2, p00(X)) ; (p01(X), p10(X), p00(X), X < 2, X = X).
p10(X) :- e1(3), between(1,3,X), findall(V, p00(V), L), L = [].
query(e0(Y,2)).
query(p01(1)).
