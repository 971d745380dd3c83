:- use_module(library(lists)).
0.25::e0(1).
0.25::e0(3).
0.1::e0(1); 0.1::e0(3); 0.3::e0(2).
e1(1).
0.7::e2.
0.5::e3(3).
p00(3) :- e3(X), X =:= 3.
p00(Y) :- (e2, e0(X), e2, between(1,3,Y), subquery(e1(1), Q), Q > 0.33) ; (p01(Y)).
P::p00(X) :- (e2, e1(2), p01(X), X @=< f(1), \+ e1(X)), P is X / 4.
0.75::p01(X) :- e0(X), e1(X), p00(X).
\+p01(X) :- e1(X).
p10(X,3) :- e3(Z), p11(Z), e1(3), between(1,3,X), W is X + 3, W < 5, Z == Z.
0.4::p10(X,Y) :- p10(Z,Z), p00(Z), between(1,3,X), between(1,3,Y).
P::p10(X,2) <- ((p00(3), p10(Y,X)) ; (e1(3), p01(Z), between(1,3,X))), P is X / 4.
p11(X) :- p01(1), between(1,3,X), not p01(X).
0.75::\+p11(Y) :- e2, between(1, 3, Y).
p20(X) :- e0(Z), p01(3), between(1,3,X).
P::p20(Y) <- (e2, between(1,3,Y), findall(V, p01(V), L), L = [], Y =\= 1), P is Y / 4.
\+p20(Y) :- e0(Y).
p21(Y,Y) :- p10(Y,X), Y \== Y, W is X + 2, W < 5.
p21(X,X) :- p11(Y), between(1,3,X).
0.6::\+p21(1,3) :- e3(1).
p30 :- p10(Z,Z), p31(Z).
p30 :- (p20(Z), p01(Z)) ; (e3(Z), p20(Z), p10(Z,Z)).
p30 :- p21(Z,3), W is Z + 3, W < 5.
p31(Y) :- (p21(Z,Z), p20(X), p11(1), between(1,3,Y), \+ p20(Z)) ; (p00(Y), \+ p00(Y)).
p31(X) :- (e1(X), e1(X), e3(1), subquery(p20(3), Q), Q > 0.33, call(p00, X)) ; (X == 3, p30, p00(3), between(1,3,X), X \== X).
p31(Y) :- e3(X), p11(Y), e3(Y), not p10(2,3).
query(e3(1)).
query(\+ p21(3,1)).
