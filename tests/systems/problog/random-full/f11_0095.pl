:- use_module(library(lists)).
0.9::e0(3).
0.2::e0(1); 0.2::e0(3); 0.1::e0(2).
e1(3,3).
p00(Y) :- e1(Y,Z), p00(Y), e0(Z), compare(O, Z, 1).
p00(X) <- e0(1), between(1,3,X), X \== X, findall(V, e0(V), L), sort(L, S), length(S, N), N < 2.
p00(Y) :- e0(Y), e1(Y,Y), e1(Z,Y), \+ e0(1).
P::p01(Y) :- (e0(Y), e0(Y), Y @=< a), P is Y / 4.
P::p01(Y) :- ((e0(Y), e0(Y)) ; (e0(1), p00(2), between(1,3,Y), Y =\= 1, T =.. [g, Y], T \== g(0))), P is Y / 4.
0.9::p01(Y) <- p01(2), e0(Y), p01(Z), Y == Y, W is Z + 3, W < 5.
p10(3) :- e1(Z,Y), e1(Z,2), p10(1), Y < 1, Z >= 1.
p10(X) :- (p00(1), p00(Y), p10(3), between(1,3,X), Y =:= 3, compare(O, Y, 3)) ; (p00(Y), p01(X), e1(2,X), W is Y + 1, W < 5, X \= X).
query(p01(1)).
query(p00(X)).
query(e0(X)).
query(\+ p10(1)).
evidence(e0(3), true).
