:- use_module(library(lists)).
0.5::e0(3,2).
e0(2,1).
0.7::e1(2).
0.9::e2.
0.7::e3(3).
0.1::e3(2); 0.1::e3(3); 0.1::e3(1).
p00(X,2) :- e1(Z), p00(1,Z), e0(Z,Z), between(1,3,X), X < 3.
P::p10(Y) <- ((p00(Y,3), p10(Y), not e0(1,Y), findall(V, e3(V), L), sort(L, S), length(S, N), N < 2) ; (p11, p11, between(1,3,Y))), P is Y / 4.
p10(X) :- e2, p11, between(1,3,X), T =.. [g, X], T \== g(0).
P::p10(X) :- ((e2, between(1,3,X), findall(V, e1(V), L), sort(L, S), length(S, N), N < 2) ; (e1(Z), e2, between(1,3,X), W is X + 2, W < 5, not e3(X))), P is X / 4.
p11 :- (X == 1, e2, e0(X,2), p11, W is X + 2, W < 5) ; (e2, T =.. [g, 3], T \== g(0)).
p11 :- e3(1), p10(Z), \+ e3(Z).
p20(X) <- p10(1), between(1,3,X), X \= X, X \== X.
query(e2).
