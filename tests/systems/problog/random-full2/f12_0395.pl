:- use_module(library(lists)).
0.25::e0(3).
0.6::e1.
e2(1).
0.3::e2(2).
P::p00(Y) <- ((e0(X), between(1,3,Y)) ; (p01(Z,Y), e1, p01(2,3), Y @>= 2, Y @>= 2)), P is Y / 4.
p01(X,2) :- e2(X), p01(Z,3), e1, \+ e1, Z >= 3.
p01(X,Y) :- p00(Y), between(1,3,X).
p10 :- p10, T =.. [g, 1], T \== g(0).
p10 :- e1, p10.
p10 :- p10, p00(Y), p10, findall(V, p00(V), L), length(L, N), N >= 1.
query(p00(2)).
query(e2(X)).
query(e1) :- between(1,2,X).
