:- use_module(library(lists)).
e0(1,3).
e0(3,2).
e0(1,2).
0.5::e1.
0.1::e3.
p00(X) :- (X == 2, e0(Y,Z), between(1,3,X)) ; (p00(1), p00(3), e2(X,X), call(e2, X, X)).
p01(X) :- p00(X), e3, e2(Z,X).
0.4::p01(Y) :- (e1, between(1,3,Y), W is Y + 2, W < 5, call(e0, Y, Y)) ; (e1, p00(3), e1, between(1,3,Y)).
P::p01(X) :- (e1, e2(X,1), e2(3,2)), P is X / 4.
p10 :- e2(1,3), p11(1,3).
p10 :- e3, e3, p11(X,Z).
p11(Y,X) :- e0(Z,2), p01(X), between(1,3,Y), Y >= 3.
P::p11(X,Y) :- ((e3, e3, e2(3,Z), between(1,3,X), between(1,3,Y)) ; (e0(Z,Z), p11(Z,2), between(1,3,X), between(1,3,Y), findall(V, e0(Y,V), L), length(L, N), N >= 1, compare(O, X, 3))), P is X / 4.
p11(X,Y) <- p11(2,X), p11(X,2), between(1,3,Y), not e2(X,X).
P::p20(1,Y) :- (p00(Z), between(1,3,Y), Z \== Z, T =.. [g, Z], T \== g(0)), P is Y / 4.
p20(X,X) :- (p00(1), p00(Y), e1, between(1,3,X)) ; (p11(Y,Z), between(1,3,X)).
p30(Y) :- p31(Z), between(1,3,Y).
p30(X) :- p20(2,Y), e0(Y,3), between(1,3,X), T =.. [g, X], T \== g(0), W is X + 2, W < 5.
p30(2) :- p11(Z,X), p11(X,3), Z < 2.
p31(2) :- e1, p01(1), findall(V, e0(3,V), L), length(L, N), N >= 1.
query(p10).
query(\+ p01(1)).
