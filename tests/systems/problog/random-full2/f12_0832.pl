:- use_module(library(lists)).
e0(3).
e1(1).
0.75::e1(2).
0.5::e2(1,2).
0.5::p00(X) :- e0(X).
p00(Y) :- (e0(Z), e2(Y,3)) ; (p00(X), between(1,3,Y), findall(V, e1(V), L), L = [], not e1(X)).
p00(Y) :- e0(Z), between(1,3,Y).
0.25::p01(Y) :- p00(X), e2(X,Y).
P::p10(X,Y) <- (e2(Y,X), p10(2,2), e0(X), Y < 2, T =.. [g, X], T \== g(0)), P is X / 4.
p10(Y,Y) :- (e2(X,X), e0(2), between(1,3,Y)) ; (p10(Y,X), not p01(Y), findall(V, e1(V), L), L = []).
p10(3,Y) :- p01(X), e1(X), between(1,3,Y), W is Y + 2, W < 5.
query(e2(X,X)).
query(e2(Y,3)).
