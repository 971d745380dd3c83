:- use_module(library(lists)).
e0(1).
0.1::e0(2); 0.1::e0(1); 0.3::e0(3).
0.75::e1(2).
p00(X) :- e0(X), W is X + 1, W < 5, X =\= 1.
0.9::p00(3) :- p00(X), p00(X).
p10 :- e0(2), p00(1), e0(X), findall(V, e1(V), L), sort(L, S), length(S, N), N < 2.
p20(X,X) :- p00(X), p00(Y), e0(X).
P::p20(1,X) <- (e1(3), p00(2), p00(X), findall(V, p00(V), L), sort(L, S), length(S, N), N < 2), P is X / 4.
query(p20(X,1)).
query(p20(1,Y)).
