0.25::e0(2,2).
0.3::e1(2,2).
e2(3,3).
0.25::e2(3,2).
0.75::e2(2,2).
0.3::e2(1,2).
0.2::e3.
P::p00(Y) :- (e2(3,Y), compare(O, Y, 2)), P is Y / 4.
p00(1) :- e2(Z,Z).
P::p00(Y) :- (p00(Y), p00(Y), e1(Y,Y)), P is Y / 4.
p10(X) <- p11(Z), e0(Z,3), e2(Z,Z), between(1,3,X), X == Z.
p11(Y) :- e0(3,X), e3, between(1,3,Y), W is X + 3, W < 5.
p20(Y) :- (p11(Y), p20(Y), e3) ; (e1(3,Z), p10(Y), p11(Z), W is Y + 3, W < 5, compare(O, Z, 2)).
p30 :- (e3, e0(Y,Z), p20(Y)) ; (p31(Z), \+ p11(Z), Z \== Z).
p30 :- Z \== 1, e3, e0(3,Z), compare(O, Z, 3).
0.25::p31(Y) <- e2(Y,3), e3.
p31(2) <- p30, p00(X), p11(X), \+ e0(1,X).
P::p31(X) :- (e2(X,2), e0(Z,2), \+ e2(X,Z)), P is X / 4.
query(p30).
query(p00(X)) :- between(1,2,X).
evidence(p10(1), false).
