:- use_module(library(lists)).
e0(2).
0.5::e1(3).
0.1::e1(2); 0.1::e1(1).
0.75::e2.
P::p00(X) :- (e2, e0(Z), e1(Z), between(1,3,X), X = Z), P is X / 4.
p00(Y) :- p00(Y), e1(Z).
0.2::p10(Y) :- e2, e0(Z), between(1,3,Y).
0.1::p10(Y) :- e2, between(1,3,Y).
p10(X) :- e1(X), p00(X), e2, \+ e0(X).
p20(2) :- p20(Y).
P::p20(X) <- (p20(X), p21(1)), P is X / 4.
0.7::p21(3) :- e2, p00(Z), p00(X), findall(V, e0(V), L), L \= [], findall(V, e1(V), L), sort(L, S), length(S, N), N < 2.
p21(X) :- p10(X), p21(X), p10(X).
query(e2).
query(e1(1)).
