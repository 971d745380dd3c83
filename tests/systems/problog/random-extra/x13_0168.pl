:- use_module(library(lists)).
0.5::e0.
0.75::e1(1).
e1(3).
0.6::p00 :- e0.
p00 :- e0, e0, e0, not e1(2).
0.1::\+p00 :- e0.
0.25::p10(Y) :- p00, p10(Z), e1(Z), between(1,3,Y), \+ e0, \+ p00.
p10(1) :- e0, e1(Y), \+ p00.
p10(2) :- e1(X), findall(V, e1(V), L), L = [].
0.6::\+p10(3) :- e0.
query(p00).
query(e0).
query(e0).
