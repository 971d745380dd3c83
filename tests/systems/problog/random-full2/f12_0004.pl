:- use_module(library(lists)).
0.6::e0.
e1.
0.1::e2(2,1).
0.75::e2(1,1).
p00(X) :- e2(Z,Y), p00(Y), between(1,3,X), X = 3, not e2(Y,1).
0.8::p00(1) :- e0, p01(2), e2(2,Y), T =.. [g, Y], T \== g(0), \+ e2(2,Y).
p00(Y) :- p00(Y), Y == Y.
p01(X) :- X == 1, e1, between(1,3,X), \+ e0.
p01(2) :- e1, p01(2), p01(Z), \+ e1.
p01(X) :- (p00(Y), between(1,3,X), findall(V, e2(Y,V), L), length(L, N), N >= 2) ; (p01(1), between(1,3,X), T =.. [g, X], T \== g(0)).
p10(X) :- (e2(X,Y)) ; (p00(Y), e2(Y,X)).
p10(Y) <- e0, p00(Z), p00(Z), between(1,3,Y).
p10(Y) <- p01(X), e1, e0, between(1,3,Y).
query(p00(3)).
query(p10(3)).
