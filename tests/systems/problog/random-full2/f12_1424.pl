:- use_module(library(lists)).
0.2::e0.
e1.
e2(2,1).
0.4::e2(1,2).
e2(3,2).
p00(Y) :- (e2(Z,X), e0, p01(3,Z), between(1,3,Y), W is Y + 1, W < 5, X =:= 2) ; (e0, between(1,3,Y), Y = Y, not e2(Y,1)).
p00(3) :- e1, p00(3), findall(V, e2(1,V), L), sort(L, S), length(S, N), N < 2.
p01(2,Y) <- (e0, between(1,3,Y)) ; (e0, e2(Z,Z), between(1,3,Y)).
p01(Y,X) :- e2(Z,X), e0, e0, between(1,3,Y).
P::p10(Y,Y) <- (p01(X,Y), not p00(X)), P is Y / 4.
P::p10(X,Y) :- (p01(1,Y), e2(Z,1), between(1,3,X)), P is Y / 4.
p11(3) <- p00(X), e2(X,X), p00(X), T =.. [g, X], T \== g(0).
p11(X) :- e0, p10(3,Z), between(1,3,X).
query(p00(Y)).
query(p10(2,Y)).
query(e0).
