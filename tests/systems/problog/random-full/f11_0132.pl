:- use_module(library(lists)).
e0(3).
0.4::e1.
p00(Y,3) :- e1, e1, e1, between(1,3,Y), not e0(1), findall(V, e0(V), L), sort(L, S), length(S, N), N < 2.
p00(X,3) :- e0(X), not e0(X).
0.5::p00(2,Y) :- e1, between(1,3,Y), Y == Y.
p10(X) :- e1, between(1,3,X), findall(V, p00(X,V), L), L = [].
p11 :- p10(3), p00(1,Z), p11, T =.. [g, Z], T \== g(0), not e0(1).
query(e1).
query(p00(Y,X)).
evidence(e0(2), true).
