:- use_module(library(lists)).
0.2::e0(3).
0.3::e0(1); 0.3::e0(3).
0.5::e1.
0.7::e2.
0.1::e3.
p00(3) :- p01(2), p00(Z), e1, Z \== Z, W is Z + 2, W < 5.
0.9::\+p00(Y) :- e2, between(1, 3, Y).
p01(Y) :- (e3, between(1,3,Y), \+ e1) ; (e1, p01(1), between(1,3,Y)).
p01(X) :- e3, e2, between(1,3,X), X =:= 2, X @< f(1).
0.2::p01(Y) :- Z == 1, p01(Z), between(1,3,Y), call(e0, Z).
p10 :- (p00(X), e1, p10, findall(V, p01(V), L), L = [], findall(V, p01(V), L), sum_list(L, T), T > 2) ; (e2).
p10 :- e3.
\+p10 :- e2.
query(p10).
query(e0(X)) :- between(1,2,X).
