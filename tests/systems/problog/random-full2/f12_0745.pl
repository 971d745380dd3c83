:- use_module(library(lists)).
0.25::e0(3).
0.25::e0(1).
0.2::e0(1); 0.1::e0(3).
0.9::e1(3).
p00 :- e0(Z), p00, \+ e1(Z), not e1(Z).
p00 :- e0(Y), p01(Y).
p01(1) :- e0(3).
0.2::p10(X) :- X \== 3, e0(X), e0(1), e0(X), T =.. [g, X], T \== g(0).
p11(X) :- p11(Y), p00, e0(X), findall(V, e0(V), L), L \= [], T =.. [g, Y], T \== g(0).
query(e1(2)).
query(p01(3)).
query(p11(X)) :- between(1,2,X).
evidence(e0(3), false).
