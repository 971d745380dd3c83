:- use_module(library(lists)).
0.6::e0(1).
p00(3) :- p00(Y), e1(X), \+ e1(X), findall(V, e0(V), L), sum_list(L, T), T > 2.
p00(Y) :- e1(X), e0(X), p00(X), between(1,3,Y).
p00(X) :- e0(Z), e0(Z), between(1,3,X).
0.7::p10(X) :- e1(Y), p00(3), e1(3), between(1,3,X), Y =\= 3.
p10(X) <- (p00(X), W is X + 3, W < 5, X \= 1) ; (X == 1, e0(X), e1(Y), Y == 3).
p10(Y) :- e1(X), p00(X), between(1,3,Y).
0.1::p20 :- p10(X), p20, W is X + 1, W < 5.
p21 <- e0(Y), e1(Y).
p30(X,X) <- e0(Z), p21, e1(Z), between(1,3,X), Z == 2, findall(V, e1(V), L), sort(L, S), length(S, N), N < 2.
P::p30(1,X) :- (p10(1), p30(Z,Y), p30(Y,Y), between(1,3,X), Z \== X, W is X + 3, W < 5), P is X / 4.
p30(Y,Y) :- p20, p21, p20, between(1,3,Y).
query(e1(3)).
query(p20).
query(p00(X)).
query(p00(X)) :- between(1,2,X).
query(\+ e1(3)).
evidence(e1(3), true).
