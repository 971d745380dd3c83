:- use_module(library(lists)).
0.25::e0(1,1).
0.6::e1.
e2(3,3).
P::p00(X) <- (p01, between(1,3,X), \+ e1, X >= 1), P is X / 4.
0.4::p00(Y) :- p01, between(1,3,Y), T =.. [g, Y], T \== g(0), findall(V, e2(Y,V), L), L = [].
p01 :- p00(X).
p10(Y,Y) :- p10(Y,3), e2(Z,Y), p10(1,3), not e0(Z,1).
query(p01).
query(p10(2,3)).
evidence(p01, false).
