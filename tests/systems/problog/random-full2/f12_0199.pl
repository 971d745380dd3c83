:- use_module(library(lists)).
0.5::e0.
0.25::e1(1,2).
e2.
p00 :- e2, e2, \+ e0, T =.. [g, 2], T \== g(0).
p10 :- (p11, findall(V, e1(1,V), L), sort(L, S), length(S, N), N < 2) ; (p11, p10, not e1(2,3), not e1(1,1)).
p11 :- e2, e0, p00.
p20(Y) :- p11, e0, between(1,3,Y).
P::p30(Y) :- (e1(X,2), p11, p20(X), between(1,3,Y), \+ e0, findall(V, e1(X,V), L), length(L, N), N >= 1), P is Y / 4.
query(p10).
query(p11).
evidence(p30(1), false).
