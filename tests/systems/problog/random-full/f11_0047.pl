:- use_module(library(lists)).
0.5::e0(2).
0.7::e1.
p00(Y) <- p00(Z), p00(Y).
P::p00(X) :- ((X == 1, e0(Z), between(1,3,X), W is Z + 3, W < 5) ; (p01(3,X), e1, e1, compare(O, X, 2))), P is X / 4.
p01(2,Y) <- p01(1,X), p00(Z), between(1,3,Y), X \== Y, \+ e1.
p01(X,X) <- e1, e1, p00(Y), between(1,3,X).
p10(X) :- p01(1,X), p01(3,X).
P::p10(X) <- (p01(X,Z), findall(V, p00(V), L), sort(L, S), length(S, N), N < 2, X @=< f(1)), P is X / 4.
p10(X) :- e1, between(1,3,X), call(e0, X).
query(p00(3)).
query(p00(2)).
query(p00(Y)).
query(\+ p10(2)).
