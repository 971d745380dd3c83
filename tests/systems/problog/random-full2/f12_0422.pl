:- use_module(library(lists)).
0.2::e0(2,1).
0.8::e0(3,1).
e0(1,2).
0.3::e1(2,1).
0.3::e1(1,3).
0.5::e1(1,1).
e2(1).
0.7::e3.
p00(3) :- (Z == 2, e1(1,Z)) ; (e3).
p00(3) :- e1(1,1), e2(Z), call(e1, Z, Z).
p00(Y) :- e0(Y,X), e0(Y,X).
P::p10(Y) :- ((e1(Z,3), e2(Z), e3, between(1,3,Y)) ; (e3, between(1,3,Y), Y < 3)), P is Y / 4.
P::p20(X,X) :- (e0(Y,X), p20(2,X), call(p10, Y)), P is X / 4.
p20(X,X) :- (p00(2), p20(X,Z), not p00(2), compare(O, Z, 1)) ; (p20(Z,Y), p10(Z), p10(Y), between(1,3,X), X @=< 2).
P::p21(X) :- (e1(Y,Z), p20(1,2), p20(3,3), between(1,3,X), findall(V, e2(V), L), L = [], W is X + 2, W < 5), P is X / 4.
p30(3) :- Z == 1, e1(Z,Z).
p30(X) :- (e2(Z), between(1,3,X)) ; (e0(Z,X)).
p31 :- p00(Z), p10(X).
query(p31).
