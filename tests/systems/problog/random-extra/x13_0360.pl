:- use_module(library(lists)).
0.5::e1(3).
0.3::e1(1).
0.2::e2(1,1); 0.1::e2(3,3); 0.2::e2(2,2).
p00(X) :- p00(X), e0(X), findall(V, e1(V), L), length(L, N), N >= 2.
p01 :- e1(1).
p10(X) :- e2(X,Z), subquery(p00(1), Q), Q < 0.33, W is Z + 3, W < 5.
query(e1(X)).
query(e1(X)).
query(p00(X)) :- between(1,2,X).
