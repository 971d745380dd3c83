:- use_module(library(lists)).
e0.
0.5::e1.
e2(1).
0.8::e2(3).
P::p00(X) <- (e1, e1, between(1,3,X)), P is X / 4.
P::p10(X) :- (X == 3, e2(Y), e2(Y), p00(Y), between(1,3,X), compare(O, X, 1)), P is X / 4.
0.2::p20(X) :- p00(1), e2(3), between(1,3,X).
p20(Y) :- (p10(Y), p00(Z), not p10(Z)) ; (e0, e2(Z), between(1,3,Y), \+ p00(Z), Y \== 3).
p20(2) :- e2(Z), call(p10, Z).
p21(1) :- (p21(2), e0) ; (p20(Z), p20(Z), p21(1), not p10(Z)).
p21(Y) :- p21(Z), p21(Z), p00(X), between(1,3,Y), Y =\= 3.
p30 <- (e1, p31(Y,Y), p00(Y), Y @>= 1) ; (p20(Z), e0, e0, findall(V, p21(V), L), length(L, N), N >= 2, \+ e2(Z)).
0.8::p31(X,X) :- p31(Y,Y), p10(Y), between(1,3,X), Y \== X, findall(V, p20(V), L), sort(L, S), length(S, N), N < 2.
P::p31(Y,2) :- ((e1, p21(Z), between(1,3,Y), T =.. [g, Y], T \== g(0), Z == Y) ; (p10(Z), between(1,3,Y), findall(V, p10(V), L), sort(L, S), length(S, N), N < 2)), P is Y / 4.
query(p10(3)).
query(p21(3)).
