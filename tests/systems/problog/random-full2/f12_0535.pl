:- use_module(library(lists)).
0.75::e0(2,2).
0.5::e1(2,3).
0.4::e1(3,1).
0.75::e1(3,3).
p00 :- e0(Z,Z), p00, findall(V, e0(Z,V), L), sum_list(L, T), T > 2, Z >= 3.
p00 :- e0(3,3), e1(1,2).
p10(1,2) :- e0(Z,X).
p10(Y,X) :- p00, between(1,3,X), between(1,3,Y).
query(p00).
query(e1(X,X)).
query(e1(1,2)).
query(e0(X,X)) :- between(1,2,X).
query(\+ e0(3,1)).
