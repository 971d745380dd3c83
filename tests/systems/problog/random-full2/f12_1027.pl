:- use_module(library(lists)).
0.9::e0.
0.4::e1(3,3).
p00(3) :- e0, e1(Z,X), X @=< 1.
p00(X) :- p00(Y), between(1,3,X), \+ e0, compare(O, X, 1).
p10 :- p00(3), call(p00, 1), \+ p00(2).
p10 :- (e0, p00(Z), p10, Z @>= a, findall(V, e1(Z,V), L), sort(L, S), length(S, N), N < 2) ; (p00(X), p10, e1(Z,1), findall(V, p00(V), L), sort(L, S), length(S, N), N < 2).
p10 :- p10, T =.. [g, 3], T \== g(0).
0.1::p20 :- p20, T =.. [g, 1], T \== g(0).
0.25::p20 :- e1(3,3), p21, findall(V, e1(3,V), L), sort(L, S), length(S, N), N < 2.
p21 :- p20, p21, p20.
p21 :- e0, p20, T =.. [g, 3], T \== g(0), \+ p00(2).
p21 <- p10, e1(Y,X), Y = Y.
query(e0).
evidence(p10, false).
