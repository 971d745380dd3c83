0.3::e0(3).
0.5::e0(1).
0.2::e1(2); 0.1::e1(1); 0.1::e1(3).
p00(3) <- e0(3), p01(1), not e0(2), not e0(2).
p00(1) :- p00(1), p01(3), p00(2).
p00(X) <- (e2(2,1), between(1,3,X)) ; (e1(X), \+ e0(X), not e1(X)).
P::p01(X) :- ((p00(1), e1(X), \+ e1(X)) ; (e0(X))), P is X / 4.
P::p10(X) :- (e1(Z), p11(Z,3), between(1,3,X), Z < 3, X =\= 1), P is X / 4.
p10(Y) :- p11(X,Z), p10(X), between(1,3,Y).
p11(X,Y) <- (p11(Z,Z), between(1,3,X), between(1,3,Y)) ; (p00(Z), between(1,3,X), between(1,3,Y)).
p11(Y,Y) :- e2(3,Z), p10(Z), between(1,3,Y), \+ p01(Y), Y >= 2.
p20(2,Y) :- p11(X,X), p20(X,X), e0(X), between(1,3,Y).
p20(Y,1) :- p10(Y), p00(Y), p10(Y), not p00(Y), not p00(3).
P::p21(Y) :- (e2(X,X), p20(X,Y), Y >= 2, \+ p01(X)), P is Y / 4.
p21(X) :- p00(2), p20(Y,3), e2(Y,3), between(1,3,X), \+ e2(X,Y), W is Y + 2, W < 5.
query(p10(Y)).
