:- use_module(library(lists)).
0.7::e0.
e1(1,1).
0.5::e1(2,2).
e1(1,2).
0.6::e1(3,3).
0.25::e2.
p00(1) :- e0, e2, not e1(3,3).
p00(X) :- (p00(X), p00(X), e2, T =.. [g, X], T \== g(0), findall(V, e1(2,V), L), L = []) ; (e2, e2, between(1,3,X), X @=< 3, \+ e2).
p10 :- e1(X,Z), p00(Z), p10.
query(e2).
query(p10) :- between(1,2,X).
