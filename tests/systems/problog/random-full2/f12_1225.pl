:- use_module(library(lists)).
0.75::e0(2).
0.2::e0(3).
0.3::e0(3); 0.2::e0(2).
e1.
0.9::e2.
p00 :- e2, \+ e2.
p01(2) :- e1, e2, e1, findall(V, e0(V), L), sum_list(L, T), T > 2, \+ e1.
p01(X) :- e0(X), p00, e1, findall(V, e0(V), L), length(L, N), N >= 2.
p10(Y,X) :- p00, p10(Y,X), p10(Y,Y).
p10(Y,1) :- (p01(2), p01(X), between(1,3,Y)) ; (p10(Y,X), p01(1), \+ p00, Y @< f(1)).
p11(2) :- e1, p01(Y), p11(Y).
query(p01(1)).
query(p00).
query(p11(X)) :- between(1,2,X).
