0.7::e0(2,3).
0.3::e1(2,1).
0.4::e1(2,2).
0.5::e1(3,1).
0.7::e2(3).
0.1::e2(3); 0.1::e2(2); 0.1::e2(1).
e3(3).
p00(X) :- (e3(Y), e3(Y), e0(Y,3), between(1,3,X), \+ e1(X,3)) ; (X \== 2, X == 3, e3(1), between(1,3,X)).
P::p00(Y) :- (e1(X,Y), p00(X)), P is Y / 4.
0.5::p00(Y) :- e2(2), e2(X), e1(1,2), between(1,3,Y).
p10(X) <- (p10(3), e1(Y,Z), between(1,3,X), compare(O, Z, 3)) ; (e3(X), not e2(1), X >= 1).
p10(Y) :- (e2(Z), between(1,3,Y), not e3(1)) ; (e2(X), p10(1), e1(Y,X)).
query(p10(1)).
query(e0(X,Y)).
query(\+ p00(3)).
evidence(p00(2), false).
