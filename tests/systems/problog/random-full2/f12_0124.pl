:- use_module(library(lists)).
0.25::e0(3,3).
0.2::e1(1).
p00(X) :- p00(X), p00(Y).
P::p00(X) :- (p00(X), p01(Y)), P is X / 4.
0.25::p00(Y) <- Y == 2, p01(X), e1(3), between(1,3,Y).
p01(3) :- p00(X), p01(3), p00(X), X == X, compare(O, X, 3).
p01(X) <- e0(1,Z), e1(Z), between(1,3,X).
P::p01(X) :- (p01(Y), e1(Y), between(1,3,X)), P is X / 4.
p10 :- e1(Y), Y >= 3, Y = Y.
p11(Y,X) :- e1(3), p00(1), between(1,3,X), between(1,3,Y), not p00(2), X = X.
p20(X) <- p11(3,2), p20(X), p01(X), not e1(X), T =.. [g, X], T \== g(0).
P::p20(Y) :- (p11(Z,Z), between(1,3,Y)), P is Y / 4.
p30(1) :- p20(3).
p31(Y) :- e0(X,1), between(1,3,Y), X @< 2, findall(V, e0(X,V), L), L = [].
query(p30(X)).
evidence(p20(3), true).
