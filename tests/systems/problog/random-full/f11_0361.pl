:- use_module(library(lists)).
0.5::e0.
e1(3).
e1(1).
0.1::e1(2); 0.1::e1(3).
e2.
0.8::e3.
p00 :- p00, p00, e0, T =.. [g, 3], T \== g(0).
0.6::p01 :- e3.
p01 :- p00, \+ e2, T =.. [g, 2], T \== g(0).
p01 :- e0, p00, e1(X), findall(V, e1(V), L), sort(L, S), length(S, N), N < 2.
p10 :- e3, e2.
query(p00).
query(e1(X)) :- between(1,2,X).
query(\+ e0).
