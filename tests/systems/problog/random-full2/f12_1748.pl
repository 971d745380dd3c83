:- use_module(library(lists)).
0.8::e1.
p00(3,X) :- (p00(X,2), e1, e0(2), \+ e1) ; (e1, p00(Y,X)).
p00(X,X) :- e1, between(1,3,X), X == X, \+ e1.
p00(X,X) :- (e1, e0(Z), e1, between(1,3,X), findall(V, e0(V), L), length(L, N), N >= 1) ; (p00(1,3), between(1,3,X), \+ e1, W is X + 2, W < 5).
p10 :- (p00(3,X), p10, e1) ; (p00(Y,Y), p10, p10, \+ e1).
p20 :- e0(2), p10, T =.. [g, 1], T \== g(0).
p20 :- e0(Z), p20.
p30(2) :- p31(1,X), p00(3,3), p00(Y,X).
0.5::p30(Y) :- p00(Z,3), between(1,3,Y), not p00(Y,3), T =.. [g, Z], T \== g(0).
P::p30(X) :- ((e0(Y), p20, between(1,3,X), findall(V, e0(V), L), sort(L, S), length(S, N), N < 2, call(e0, X)) ; (p30(1), p30(X), call(e0, X))), P is X / 4.
p31(2,2) :- Z == 3, p10, e0(Z), e1, Z @=< 2.
0.7::p31(1,X) :- (p00(X,Z), p31(Y,X)) ; (p10, p31(Y,X), p20).
query(p00(X,3)).
