:- use_module(library(lists)).
0.3::e0(3).
0.75::p00 <- p00, e0(X), W is X + 3, W < 5, T =.. [g, X], T \== g(0).
0.5::p00 :- e1(Y,Y), p00.
p00 <- (p00, e1(Z,Z), \+ e1(Z,3), findall(V, e1(1,V), L), sum_list(L, T), T > 2) ; (e1(Z,Z), p00, W is Z + 1, W < 5, \+ e0(Z)).
p10(2,2) :- e1(2,Y), p00.
p10(3,X) :- p00, between(1,3,X), \+ e1(X,X), call(e1, X, 1).
query(e0(X)).
query(e1(X,Y)).
query(p00) :- between(1,2,X).
evidence(e1(3,3), true).
