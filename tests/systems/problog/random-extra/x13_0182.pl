:- use_module(library(lists)).
0.6::e0(3).
0.5::e0(2).
e1(1).
0.1::e1(3); 0.1::e1(2); 0.2::e1(1).
0.5::e2(3).
0.3::e2(2).
0.1::p00(3) :- e0(X), p00(2), e0(X).
p00(1) :- e2(X).
\+p00(X) :- e1(X).
p01(X,X) :- p01(3,X), e2(X), findall(V, e0(V), L), sort(L, S), length(S, N), N < 2, call(e0, X).
0.8::p10(1) :- p01(Z,X), e2(3), e1(Y), findall(V, p00(V), L), sum_list(L, T), T > 2, Z \== Z.
p10(X) :- e2(1), between(1,3,X).
p10(1) :- p10(3), p00(Z), p01(X,3).
0.9::\+p10(X) :- e0(X).
query(p00(3)).
query(p00(Y)).
query(e0(2)).
query(p00(X)) :- between(1,2,X).
