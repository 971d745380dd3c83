:- use_module(library(lists)).
e0(1).
0.5::e0(3).
e1(3,2).
P::p00(X,X) :- (p00(Y,2), e0(Y), e1(Z,X), compare(O, Z, 1)), P is X / 4.
P::p10(Y,X) :- (p10(X,X), p10(X,X), p11, between(1,3,Y), X =\= 3), P is X / 4.
p10(X,Y) :- p00(Y,Z), p00(X,Y), not p00(2,X), Y \= 3.
p10(Y,X) <- p11, p10(1,X), between(1,3,Y), T =.. [g, Y], T \== g(0).
p11 :- e1(X,2), p00(X,X), p00(2,Z), W is Z + 3, W < 5, findall(V, e0(V), L), sum_list(L, T), T > 2.
p11 :- (p00(Z,Z), p10(1,Y), p00(Z,Y), \+ p00(2,Y), Y == Y) ; (p00(Z,X), e0(1), p11).
query(p11).
query(p00(X,2)).
query(e0(1)).
