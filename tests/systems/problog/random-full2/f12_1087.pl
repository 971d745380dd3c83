:- use_module(library(lists)).
e0.
0.5::e1(2,2).
e1(2,3).
e1(2,1).
e2(3,1).
0.2::e2(3,3).
e3(3,1).
P::p00(X) :- (e0, e3(X,Z), e2(Z,Z)), P is X / 4.
0.3::p00(X) :- e3(3,Z), e1(Z,Z), e1(Z,Z), between(1,3,X), call(e1, Z, Z).
p00(Y) :- e3(1,X), p01(X), p00(1), between(1,3,Y).
p01(X) :- e2(2,X), e0, not e3(X,X).
p10(2) :- (p00(Y), Y = Y) ; (p00(X), W is X + 1, W < 5, T =.. [g, X], T \== g(0)).
P::p10(Y) :- (e3(Z,Y), findall(V, e1(Y,V), L), sort(L, S), length(S, N), N < 2), P is Y / 4.
query(p00(X)).
query(e1(X,2)).
query(e2(3,Y)).
