:- use_module(library(lists)).
e0.
0.5::e1(1).
e1(3).
p00(X,Y) <- p00(2,Y), p00(Y,3), between(1,3,X).
p00(Y,Y) :- e0, p00(2,Z), e1(1), between(1,3,Y).
0.25::p10 :- p10, findall(V, p00(1,V), L), sum_list(L, T), T > 2.
0.8::p10 :- e0, T =.. [g, 1], T \== g(0).
p11 <- p10, p00(1,X), \+ e0.
query(p00(X,3)).
query(p00(2,X)).
query(p10).
query(p11) :- between(1,2,X).
query(\+ p11).
