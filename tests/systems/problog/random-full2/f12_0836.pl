e0.
0.5::e1(1).
0.2::e1(2); 0.2::e1(3).
0.4::e2.
p00(X) :- e0, e1(1), p00(Y), between(1,3,X).
P::p01(Y,X) :- (e2, p01(1,Z), e1(Z), between(1,3,X), between(1,3,Y)), P is X / 4.
p01(1,Y) :- e1(3), e0, e2, between(1,3,Y).
p10 :- e0, \+ p00(2).
query(p10).
query(e0).
query(\+ e2).
