:- use_module(library(lists)).
0.4::e0.
0.25::e1(3).
0.25::e1(2).
e2(2).
e2(1).
0.75::p00(Y) :- e2(1), p01(1), e0, between(1,3,Y).
\+p00(X) :- e0, between(1, 3, X).
p01(Y) <- p01(Y), e1(Y), e2(Y).
p10(1) :- p00(1), e1(2), \+ e2(1).
\+p10(1) :- e1(3).
p11(Y,Y) :- p00(X), p10(X), between(1,3,Y).
\+p11(Y,3) :- e0, between(1, 3, Y).
p20 :- e1(Z), e0.
p20 :- p10(X), e2(X), e2(X).
p20 <- p20, p01(X), X =\= 3.
0.6::p30(Y) <- p10(Z), between(1,3,Y), findall(V, p01(V), L), sum_list(L, T), T > 2.
0.9::\+p30(Y) :- e1(Y).
query(e2(X)).
query(\+ e1(3)).
