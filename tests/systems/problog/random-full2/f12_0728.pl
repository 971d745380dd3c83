:- use_module(library(lists)).
0.75::e0(2).
0.75::e1(3).
0.5::p00(3) :- p00(Z), p01(X,Z), p01(Z,Z), \+ e1(X), X == 2.
0.7::p00(1) :- e0(X).
p01(1,1) :- p00(Z).
p01(X,Y) :- (p00(X), between(1,3,Y), findall(V, e0(V), L), sum_list(L, T), T > 2) ; (e1(Y), between(1,3,X)).
p01(Y,X) :- p00(1), between(1,3,X), between(1,3,Y), call(e1, 2).
p10 <- p01(3,X), p01(X,Y).
P::p11(X) :- (e0(2), e0(2), between(1,3,X), X \== X, X >= 2), P is X / 4.
p20(X,2) :- e1(3), p01(1,Y), p10, between(1,3,X).
p30(Y,Y) :- p10, p30(1,Y), p00(Y).
p30(Y,Y) :- p10, between(1,3,Y).
0.2::p30(Y,Y) <- Y == 3, p10, e1(3), between(1,3,Y), W is Y + 2, W < 5.
query(p10).
query(p00(1)).
