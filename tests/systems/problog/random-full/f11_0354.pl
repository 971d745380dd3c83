:- use_module(library(lists)).
e0(1).
e1.
p00(1,Y) <- (e0(2), between(1,3,Y), compare(O, Y, 1)) ; (e1, between(1,3,Y)).
P::p00(2,X) :- ((e1, between(1,3,X), findall(V, e0(V), L), L = []) ; (e0(1), between(1,3,X))), P is X / 4.
p00(Y,X) :- e1, p00(3,Y), between(1,3,X).
0.6::p10 :- p10, not e0(3), T =.. [g, 3], T \== g(0).
P::p11(X,Y) <- (Z == 3, p00(Z,2), between(1,3,X), between(1,3,Y)), P is Y / 4.
P::p11(X,X) :- ((p10, between(1,3,X)) ; (e1, between(1,3,X))), P is X / 4.
p11(Y,Y) <- (e1, p10, between(1,3,Y), \+ e0(Y)) ; (p10, p00(Y,X), p11(X,X), W is Y + 3, W < 5).
p20(Y) :- e0(X), between(1,3,Y), findall(V, e0(V), L), length(L, N), N >= 1, X == Y.
0.5::p20(X) :- X \== 3, p21, e1, between(1,3,X), X @=< 3.
p20(3) :- p20(Y), p00(Z,Y).
p21 :- e0(Y), p11(X,Y), p10.
p21 :- p10, p10.
p30(X) :- p31(X).
p31(3) :- (p20(Y), p30(1), call(p11, Y, Y), Y @>= 1) ; (p00(X,2), p10, p11(X,Z), X @=< 2, X = Z).
query(p00(2,2)).
query(p30(3)).
query(p31(3)).
query(\+ p20(2)).
