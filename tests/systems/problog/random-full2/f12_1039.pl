:- use_module(library(lists)).
0.25::e0.
p00 :- (p01(Z,X)) ; (p00, e0, p00).
0.3::p00 :- e0, findall(V, e1(V), L), length(L, N), N >= 1.
p01(3,X) :- e0, p00, between(1,3,X), call(e1, X).
0.3::p01(X,Y) :- (e1(1), p00, between(1,3,X), between(1,3,Y), Y @< 1, compare(O, X, 3)) ; (p00, e0, p00, between(1,3,X), between(1,3,Y), \+ e0, \+ e0).
p10 :- p10, not p01(3,3), \+ p00.
p10 :- p01(3,X), p00.
p10 :- Z \== 3, e1(Z), p00, e0.
query(p10).
query(\+ e1(3)).
