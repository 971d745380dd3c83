:- use_module(library(lists)).
0.5::e0.
e1.
0.1::e2(1).
0.1::e2(3).
0.2::e2(1); 0.3::e2(2).
0.75::e3(2).
e3(1).
p00(X) :- (e2(Z), between(1,3,X), not e3(1), findall(V, e2(V), L), L \= []) ; (e0, e3(2), between(1,3,X), findall(V, e3(V), L), sum_list(L, T), T > 2, T =.. [g, X], T \== g(0)).
p10(2) :- p10(2).
P::p11(X) :- (p11(2), p10(Y), between(1,3,X), W is X + 3, W < 5, compare(O, Y, 2)), P is X / 4.
P::p11(Y) :- (p11(Y), p00(Y), p11(Y), \+ e3(Y), findall(V, p00(V), L), sum_list(L, T), T > 2), P is Y / 4.
query(e1).
query(e0).
query(e1).
query(\+ e0).
