:- use_module(library(lists)).
0.3::e0.
0.9::e1(2).
0.2::e1(1); 0.2::e1(2); 0.2::e1(3).
p00(1) :- (p00(1), \+ e1(3)) ; (p00(Y), e0, findall(V, e1(V), L), sum_list(L, T), T > 2, \+ e1(Y)).
p10(X) :- p00(X), p00(X), \+ e0.
p10(X) :- e0, between(1,3,X).
P::p10(X) :- (e1(X)), P is X / 4.
p11 :- p11, T =.. [g, 1], T \== g(0).
p11 :- p10(X), call(e1, X).
0.5::p11 :- (p00(3), p10(X), not p00(X), call(p00, 2)) ; (e1(X), compare(O, X, 2)).
query(p11).
query(e1(3)).
query(p10(X)).
query(\+ p10(3)).
