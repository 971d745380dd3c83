:- use_module(library(lists)).
0.6::e0.
0.2::e1(2,2).
0.7::e1(1,2).
0.3::e1(2,2); 0.2::e1(1,1); 0.1::e1(3,3).
0.6::e2.
p00(Y) :- e1(Y,Z), \+ e0, Y == 2.
P::p00(X) :- (e0, between(1,3,X)), P is X / 4.
p10(Y) :- Z == 2, p00(Z), between(1,3,Y), findall(V, e1(Z,V), L), length(L, N), N >= 2.
p10(X) :- e1(X,2), p10(1), T =.. [g, X], T \== g(0), compare(O, X, 1).
query(e1(3,X)).
query(p00(Y)).
query(p00(1)).
