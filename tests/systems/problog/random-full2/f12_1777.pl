:- use_module(library(lists)).
0.4::e0.
0.5::e1(2).
0.9::e1(3).
p00(X,X) :- e1(3), p00(2,1), between(1,3,X), X @>= 2.
p00(X,1) :- p00(Z,X), e1(1), e1(Y).
0.4::p10(X) <- e0, p10(X), e0.
0.7::p10(X) :- e0, between(1,3,X), findall(V, e1(V), L), sum_list(L, T), T > 2, \+ p00(X,X).
query(e0).
query(e0).
query(\+ e1(2)).
