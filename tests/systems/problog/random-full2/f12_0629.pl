:- use_module(library(lists)).
0.4::e0(3).
0.6::e0(1).
e1(3).
0.1::e1(1).
0.1::e1(3); 0.3::e1(1).
0.6::p00(X) :- e0(Y), between(1,3,X).
p10 :- p00(X), T =.. [g, X], T \== g(0).
p20(Y) :- p00(Y), p20(Y).
p30(X) :- X == 3, p31, e0(X), findall(V, e1(V), L), sum_list(L, T), T > 2.
0.4::p31 :- p20(X), p00(2), call(e0, X).
p31 :- p20(X), p20(2).
p31 :- p30(Y), call(e0, 1).
query(e0(3)).
query(e0(X)) :- between(1,2,X).
evidence(e1(3), false).
