:- use_module(library(lists)).
0.3::e0(3); 0.1::e0(1).
0.7::e1.
p00 <- p00, \+ e1, findall(V, e0(V), L), sum_list(L, T), T > 2.
0.25::p00 :- e0(X).
p00 :- e1, e1.
p10(Y,3) :- p10(Z,X), between(1,3,Y).
query(p00).
query(e1).
query(\+ p10(3,3)).
