:- use_module(library(lists)).
0.2::e0.
0.1::e1.
p00(Y,Y) :- e1, e0, between(1,3,Y).
P::p01(X) :- ((p00(Z,Z), e2(Z), between(1,3,X), findall(V, e2(V), L), sort(L, S), length(S, N), N < 2) ; (e2(X), e2(1), not e2(X))), P is X / 4.
p01(1) :- e1, p01(3), T =.. [g, 2], T \== g(0).
P::p01(X) :- (e2(Z), p01(X), e2(X), \+ e2(X)), P is X / 4.
p10(2,X) <- e2(1), between(1,3,X), X >= 2, \+ e0.
p10(Y,Y) :- e0, e0, between(1,3,Y), call(e2, Y), Y =:= 3.
p10(Y,3) :- (p01(Z), p00(Z,Z), e2(Z), between(1,3,Y), compare(O, Y, 2), Y =:= 3) ; (p00(X,1), between(1,3,Y), findall(V, p01(V), L), sort(L, S), length(S, N), N < 2).
query(e1).
query(p10(Y,2)).
