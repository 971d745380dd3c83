:- use_module(library(lists)).
0.75::e1.
0.5::e2(2).
p00(Y) :- p00(X), p01, between(1,3,Y).
p00(X) <- p01, between(1,3,X).
p01 :- (X \== 2, p00(1), e2(X), X =\= 1) ; (e1, p01, e1, T =.. [g, 3], T \== g(0)).
0.5::p10(X,X) :- p00(1), p00(Z), p10(Z,1), between(1,3,X), X == 3.
P::p10(2,X) :- (p01, p00(Y), between(1,3,X), findall(V, e0(2,V), L), L = []), P is X / 4.
p10(3,2) :- p10(2,1), p10(Z,Z), Z \== Z.
P::p20(X) :- ((p01, p21(X), e0(X,Y)) ; (p01, e1, between(1,3,X))), P is X / 4.
p21(X) <- e0(2,3), between(1,3,X), T =.. [g, X], T \== g(0), call(e2, X).
P::p30(X) :- (p20(Z), between(1,3,X), T =.. [g, X], T \== g(0), not p20(X)), P is X / 4.
p31 <- X == 3, p20(X).
query(p01).
query(p01).
query(p01).
