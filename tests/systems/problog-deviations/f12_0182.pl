:- use_module(library(lists)).
0.75::e0(1).
0.1::e0(2).
0.25::e1(1,1).
p00(2) :- e0(X).
0.2::p00(Y) :- p00(Y), e1(X,3), p01(1).
p01(X) <- p00(2), e1(X,Y), findall(V, e0(V), L), length(L, N), N >= 2.
p10(X) :- e0(X), p01(X), p00(X).
p10(X) :- e0(X), p00(X), p00(X), findall(V, p01(V), L), L \= [], findall(V, e0(V), L), sort(L, S), length(S, N), N < 2.
query(p10(X)).
query(p10(3)).
