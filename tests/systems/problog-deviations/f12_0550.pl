:- use_module(library(lists)).
0.8::e0.
0.4::e1(2,1).
p00(2) :- (Z \== 1, e1(3,Z), call(e1, Z, Z)) ; (e0, T =.. [g, 1], T \== g(0)).
p00(1) :- e0, p00(X), X @< 3.
p10 :- (p10, e1(Z,Z), compare(O, Z, 3)) ; (p00(X), findall(V, p00(V), L), sort(L, S), length(S, N), N < 2, findall(V, p00(V), L), sum_list(L, T), T > 2).
0.5::p10 :- p00(1).
p20 :- e0.
p20 :- p00(1).
p20 :- p00(X), compare(O, X, 2), findall(V, e1(1,V), L), sum_list(L, T), T > 2.
p30(Y) :- e1(X,3), p30(X), e1(X,1), between(1,3,Y), X =\= 3, W is Y + 1, W < 5.
query(p10).
query(p10).
