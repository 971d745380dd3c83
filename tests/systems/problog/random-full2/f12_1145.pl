:- use_module(library(lists)).
0.75::e0(1).
0.4::e0(3).
0.6::e1(3).
0.4::e2.
p00(Y) :- e0(Z), e0(Z), p00(1), between(1,3,Y), not e1(2), findall(V, e0(V), L), sort(L, S), length(S, N), N < 2.
P::p10(X) :- ((p11(Y,Z), p00(1), between(1,3,X), call(p00, X)) ; (e0(3), between(1,3,X), X == 2)), P is X / 4.
p11(Y,X) <- e1(Y), p11(Z,2), between(1,3,X).
p11(Y,Y) :- e1(X), between(1,3,Y).
p11(3,2) :- e0(X).
query(p10(1)).
query(e2).
evidence(p00(3), false).
