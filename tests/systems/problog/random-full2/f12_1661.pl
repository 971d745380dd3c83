:- use_module(library(lists)).
0.2::e0(1,1).
0.3::e0(2,2); 0.3::e0(3,3); 0.1::e0(1,1).
P::p00(Y) :- ((e1(Y), not e1(Y), \+ e1(Y)) ; (e1(3), between(1,3,Y))), P is Y / 4.
p00(X) :- e0(3,Y), p00(1), between(1,3,X), W is Y + 2, W < 5, X \== Y.
0.5::p00(X) :- e0(X,Z), p00(Z), p00(3), findall(V, e1(V), L), sort(L, S), length(S, N), N < 2.
p10(Y) :- e1(X), p10(3), between(1,3,Y), Y == Y, findall(V, e1(V), L), sort(L, S), length(S, N), N < 2.
p20 :- p00(Z), T =.. [g, Z], T \== g(0).
p20 :- e1(X), call(e1, 1), X =\= 1.
query(p00(X)).
query(\+ p20).
