:- use_module(library(lists)).
0.8::e0(3,2).
0.25::e0(3,1).
0.2::e0(1,1); 0.2::e0(2,2); 0.2::e0(3,3).
e1(3).
e1(2).
p00 :- (e0(Y,X)) ; (p01(2), findall(V, e1(V), L), sum_list(L, T), T > 2, findall(V, e0(1,V), L), L = []).
p01(2) :- p01(X).
p01(Y) :- e1(X), between(1,3,Y).
p10(Y) :- e1(X), p10(1), between(1,3,Y).
p10(1) :- (e1(2), p01(3), p00) ; (X == 3, e1(X), not p01(X)).
query(p01(2)).
query(p00).
