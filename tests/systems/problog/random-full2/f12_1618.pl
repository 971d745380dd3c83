0.1::e0(1,1); 0.1::e0(2,2).
0.4::e1.
p00(Y,X) <- e0(2,Z), between(1,3,X), between(1,3,Y).
p10 :- (e0(Z,Z), e1, e0(Z,Z), call(p00, 3, Z)) ; (p10).
p11(Y,2) :- Z == 2, p11(Z,Y).
query(p11(3,X)).
query(e1).
query(p11(2,2)).
query(\+ p00(1,3)).
evidence(e0(3,3), false).
