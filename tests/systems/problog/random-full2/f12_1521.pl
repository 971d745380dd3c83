:- use_module(library(lists)).
0.6::e0(2).
e0(1).
e1(2,3).
e1(3,1).
0.9::e1(2,1).
0.5::e1(1,3).
p00 :- (p01(X), e0(X), p01(2), X >= 1, not e0(2)) ; (p01(X)).
p00 :- p00, e1(Y,Y), findall(V, e1(Y,V), L), sum_list(L, T), T > 2.
p00 :- e0(X), \+ e0(X), T =.. [g, X], T \== g(0).
P::p01(X) <- (e0(Y), e0(X), X < 2, Y =\= 3), P is X / 4.
p10(Y,X) :- e0(2), p10(3,Z), p01(Z), between(1,3,X), between(1,3,Y), T =.. [g, X], T \== g(0).
p10(Y,X) :- p00, p01(Z), between(1,3,X), between(1,3,Y), Y >= 3.
p10(X,X) :- (e1(2,Z), p01(Z), between(1,3,X)) ; (p01(X), \+ e1(X,X)).
query(e1(Y,X)).
