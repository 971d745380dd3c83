:- use_module(library(lists)).
0.9::e0.
e1(2).
0.3::e2(1).
p00(Y,2) :- Y == 2, p01(3), between(1,3,Y).
p00(2,X) :- e1(X), p01(X), not e2(2).
p01(Y) :- e0, between(1,3,Y).
P::p01(X) :- (e0, e2(2), p01(1), between(1,3,X), not e2(1), findall(V, e2(V), L), sum_list(L, T), T > 2), P is X / 4.
p10(Y,Y) <- e1(X), e1(X), between(1,3,Y).
P::p11(X,Y) :- (Y == 1, p11(Z,X), p01(Z), e0, between(1,3,Y), compare(O, Y, 1)), P is X / 4.
p11(Y,X) :- e1(X), p10(X,X), p00(X,X), between(1,3,Y), T =.. [g, X], T \== g(0), Y @=< 2.
p11(Y,Y) :- e2(Z), between(1,3,Y), Y = Y.
p20(X) :- e1(Z), p10(X,1), p01(1), X == Z, findall(V, p11(1,V), L), L \= [].
p21(1) :- (e1(Y), p10(2,Z), findall(V, p11(Z,V), L), length(L, N), N >= 2, compare(O, Z, 3)) ; (p10(X,Z), p00(Z,X), p11(X,X), \+ e1(2)).
query(e2(2)).
evidence(e1(2), false).
