:- use_module(library(lists)).
0.7::e1.
p00(X,Y) :- p00(Y,Z), e1, between(1,3,X).
p01(1,Y) :- (p00(Y,2), p00(Y,Y)) ; (e0(Y), W is Y + 3, W < 5, findall(V, e0(V), L), L = []).
p10 :- p10.
p10 :- p10, p10, p10, not p01(1,3).
0.4::p10 <- e0(Z), p10, e1, T =.. [g, Z], T \== g(0), findall(V, p00(Z,V), L), sum_list(L, T), T > 2.
query(p01(2,2)).
evidence(p10, true).
