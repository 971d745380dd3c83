:- use_module(library(lists)).
0.4::e0(2).
0.2::e1(1).
e1(3).
p00 :- e1(2), p00, p00, findall(V, e0(V), L), L = [].
0.9::p00 :- e1(2), p00, e0(3), T =.. [g, 3], T \== g(0).
p10 :- p10, p10.
p10 :- p00, not e1(3).
p10 :- p10, \+ e0(3).
query(p10).
