e0(1,2).
0.1::e0(2,1).
0.2::e0(1,1); 0.1::e0(2,2).
0.7::e1(3,3).
e1(3,1).
0.6::e2(1,1).
0.3::e2(3,1).
p00(X,Y) :- e2(X,2), p01(2), between(1,3,Y), call(e1, X, X).
p01(2) :- p01(3), p01(X), e0(X,Z).
p01(Y) :- (e1(X,X), e2(X,3), e1(1,X), between(1,3,Y)) ; (p00(3,Z), between(1,3,Y)).
p01(X) <- e2(Z,X), Z @< f(1), not e1(X,X).
P::p10(X,X) :- (p00(2,X), p10(X,X), e1(1,2), not e1(X,X)), P is X / 4.
p20 :- p01(3), p20.
p20 :- p00(2,Z), e2(Y,X), p01(Z).
query(p20).
query(e0(2,3)).
query(p00(2,2)).
query(\+ e0(1,3)).
evidence(p20, false).
