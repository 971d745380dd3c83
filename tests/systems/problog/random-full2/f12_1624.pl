:- use_module(library(lists)).
0.3::e0(3).
e0(1).
0.25::e0(2).
0.3::e0(3); 0.1::e0(1).
0.5::e1(1,2).
P::p00(Y) :- (p00(Y), e0(Y), e1(2,Y), T =.. [g, Y], T \== g(0), Y =:= 2), P is Y / 4.
p10(X,X) :- e0(2), between(1,3,X).
0.9::p20(X) <- p10(Y,X), e1(1,Z), p10(Z,Z), W is Z + 1, W < 5.
0.1::p20(Y) :- (p00(X), e1(X,3), between(1,3,Y)) ; (p20(3), e0(Z), between(1,3,Y)).
P::p30(X,X) :- ((e1(X,X), p10(1,3), p30(Z,3), findall(V, p00(V), L), sort(L, S), length(S, N), N < 2) ; (p20(Z), p00(Z), between(1,3,X), not p00(Z), T =.. [g, X], T \== g(0))), P is X / 4.
p30(X,Y) :- e0(Y), p30(Y,Y), between(1,3,X).
p30(Y,Y) :- (p00(Y), p30(2,Y)) ; (p30(Y,X), e0(Y), p10(Y,2), \+ p00(X)).
query(p00(X)).
query(p00(3)).
query(p00(3)).
