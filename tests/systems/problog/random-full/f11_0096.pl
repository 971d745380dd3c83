:- use_module(library(lists)).
0.75::e0(3).
0.5::e1.
0.3::p00(Y,Y) :- e1, p00(Y,1), call(e0, Y), \+ e1.
p10 <- e1, p10, e1, findall(V, e0(V), L), L = [].
0.2::p10 <- e1, T =.. [g, 3], T \== g(0), not p00(3,1).
query(e1).
