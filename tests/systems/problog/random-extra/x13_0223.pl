:- use_module(library(lists)).
0.4::e0.
0.1::e1(1).
0.9::e1(3).
p00(Y,Y) :- e0, e0, between(1,3,Y), findall(V, e1(V), L), sort(L, S), length(S, N), N < 2, findall(V, e1(V), L), sum_list(L, T), T > 2.
p10 :- p00(Z,Z), p10, \+ p00(Z,Z).
p10 :- p00(Z,X), not e1(X).
p10 :- p11(Y), e0.
0.5::p11(2) <- (p10, p00(X,Y), compare(O, X, 1)) ; (p10, T =.. [g, 2], T \== g(0)).
p20 :- e0, e0.
p20 :- p20, p20, findall(V, p00(3,V), L), length(L, N), N >= 1, T =.. [g, 1], T \== g(0).
0.25::p20 :- p10.
p30 :- p30, p30, call(p00, 3, 1).
0.2::\+p30 :- e0.
query(p10).
query(p20).
evidence(p30, false).
