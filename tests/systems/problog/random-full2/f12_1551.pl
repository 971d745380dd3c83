:- use_module(library(lists)).
e0(3,1).
e0(2,1).
0.2::e0(2,2).
0.2::e1.
p00(1) <- p01(Y,1), p01(Y,Y), p01(Y,Y), \+ e0(1,Y).
p00(3) :- e1, p00(X), e1, X = X, call(e0, X, 1).
p00(3) :- (p01(1,1), e0(3,Y), p01(3,Y)) ; (Z \== 1, e0(Z,2), p01(Z,Z)).
P::p01(Y,Y) :- ((e0(Z,Y), p00(Y), p00(Y)) ; (p00(1), p00(3), between(1,3,Y))), P is Y / 4.
0.7::p10(Y) :- e1, between(1,3,Y), Y =\= 2, W is Y + 2, W < 5.
0.1::p10(Y) :- X == 3, p11, p00(X), e0(1,Z), between(1,3,Y), findall(V, e0(X,V), L), sum_list(L, T), T > 2.
p11 :- p11, T =.. [g, 3], T \== g(0).
p11 <- p10(Z), findall(V, p01(Z,V), L), sort(L, S), length(S, N), N < 2, Z = 1.
query(e1).
query(e1) :- between(1,2,X).
evidence(p10(2), false).
