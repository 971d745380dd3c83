e0(1,2).
0.4::e1(3).
0.8::e2(1).
0.4::e2(2).
0.1::e2(3).
0.3::e2(1); 0.3::e2(3); 0.2::e2(2).
p00(X) :- e0(X,3), e2(Y), p01(Y,Z), subquery(e0(2,2), Q), Q > 0.33, not e2(Z).
P::p01(X,3) <- (e2(Z), p01(Z,Z), p00(Z), between(1,3,X), X == Z), P is X / 4.
p01(X,Y) :- e2(1), p01(3,Y), e1(Y), between(1,3,X).
p10 :- e2(2).
0.25::p10 :- p10, p00(2), e0(2,2).
p10 :- e2(Z), p11(1,2), p01(2,Z).
p11(Y,2) :- p11(Y,Y).
p20(2) :- p00(X), p01(X,X), p10, call(p11, X, X).
0.2::\+p20(X) :- e0(X,1).
P::p21(Y,Y) :- ((e1(Z), between(1,3,Y)) ; (p01(1,1), between(1,3,Y), call(p01, Y, 2))), P is Y / 4.
p21(Y,Y) :- p01(3,3), p10, e2(3), between(1,3,Y), not e0(1,Y).
p30(X) :- p00(2), between(1,3,X).
P::p30(Y) :- (p10, p20(Y)), P is Y / 4.
query(p21(Y,Y)).
query(p00(3)).
query(p11(X,Y)).
query(\+ p20(1)).
evidence(p01(2,3), true).
