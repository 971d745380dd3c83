:- use_module(library(lists)).
0.5::e0(3).
0.25::e0(1).
0.5::e0(2).
0.1::e0(1); 0.1::e0(3).
e1(3).
0.1::e1(3); 0.1::e1(2).
0.8::e2(3).
0.9::e2(2).
P::p00(Y) <- (e0(X), between(1,3,Y), \+ e1(Y), X == X), P is Y / 4.
p01(X,2) :- e2(3), between(1,3,X), subquery(e1(1), Q), Q > 0.33.
P::p01(X,3) :- (p00(Y), between(1,3,X), T =.. [g, Y], T \== g(0)), P is X / 4.
0.75::p01(Y,X) :- p01(Z,X), between(1,3,Y), T =.. [g, Y], T \== g(0), T =.. [g, Y], T \== g(0).
0.3::p10 :- (e1(Y), e0(Z), p10, Z == Z) ; (p01(Z,Y), e1(Z)).
p10 :- p01(Y,Z), Z @>= 2, findall(V, e0(V), L), sum_list(L, T), T > 2.
P::p11(X) :- ((p00(X)) ; (p01(Y,Z), between(1,3,X))), P is X / 4.
P::p11(X) <- (e1(Z), between(1,3,X), compare(O, X, 1)), P is X / 4.
\+p11(1) :- e0(2).
p20 :- (p10, e0(2)) ; (p21, p21).
p20 <- p20, e1(1), e2(3).
0.3::p20 :- (p11(X), e0(X)) ; (e0(Z), p00(3), p00(3), Z =:= 3, Z == 2).
p21 :- p11(X), p21.
p21 :- (p01(Y,X)) ; (p00(Z), p10).
p30(Y) :- (p20, between(1,3,Y)) ; (Y == 1, p10, p30(1), between(1,3,Y), \+ e0(Y)).
P::p31(Y,X) <- ((p31(1,3), p11(Z), between(1,3,X), between(1,3,Y)) ; (p11(X), p21, between(1,3,Y), Y < 3, W is Y + 3, W < 5)), P is Y / 4.
\+p31(Y,X) :- e2(X), between(1, 3, Y).
query(p21).
query(p11(3)).
query(\+ e2(1)).
evidence(p30(2), true).
