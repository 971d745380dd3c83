:- use_module(library(lists)).
0.5::e0(1).
0.4::e0(2).
0.7::e1(2).
0.4::e2(1).
0.25::e2(3).
0.2::e2(1); 0.1::e2(2).
P::p00(Y,X) :- (p00(1,3), p01(X), p00(X,3), between(1,3,Y), call(e1, 1), Y @=< 2), P is Y / 4.
P::p00(2,Y) :- (p01(Z), between(1,3,Y)), P is Y / 4.
P::p01(Y) :- (e0(2), p00(X,X), between(1,3,Y), not e1(1)), P is Y / 4.
P::p01(X) :- ((e2(Z), p00(X,1), e2(X)) ; (X \== 3, X == 2, e1(X), e2(3))), P is X / 4.
p01(Y) :- p01(Y), e1(X), e1(2), Y = X, findall(V, e1(V), L), L = [].
0.8::p10 <- e2(Z), e2(Z), compare(O, Z, 1), call(e0, Z).
P::p20(Y) :- (e0(1), p10, e1(Y)), P is Y / 4.
0.25::p20(X) :- e0(Z), e0(X), \+ p00(Z,1), T =.. [g, X], T \== g(0).
0.6::p20(Y) <- (e2(Z), between(1,3,Y), compare(O, Z, 3), T =.. [g, Z], T \== g(0)) ; (e1(Z), p01(3), between(1,3,Y), Z @< 3).
p21(2,1) :- (e0(Z), p21(Z,2), p20(1), Z == Z) ; (e0(1)).
0.6::p21(Y,X) :- p10, between(1,3,X), between(1,3,Y), \+ e0(2).
0.5::p30(X) :- p20(Y), p30(Y), between(1,3,X).
P::p30(Y) :- ((e0(3), p31, between(1,3,Y)) ; (p20(Y), e1(2))), P is Y / 4.
P::p30(Y) :- ((e1(Z), p31, between(1,3,Y)) ; (p10, between(1,3,Y))), P is Y / 4.
p31 :- e0(1), p20(2), p30(Z).
query(p10).
query(p20(Y)).
query(\+ e2(3)).
evidence(p01(2), false).
