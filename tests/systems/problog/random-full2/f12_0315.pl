e1(2).
0.2::e1(2); 0.3::e1(1); 0.1::e1(3).
0.7::e2(3,1).
0.3::e2(2,2); 0.3::e2(3,3).
0.2::e3(2).
p00(Y) :- (e0(Z), between(1,3,Y)) ; (p01(3,Y), e2(Y,Y), p00(Y), W is Y + 2, W < 5).
p01(X,Y) <- e2(Z,Y), p01(Z,Z), between(1,3,X), not e0(Z).
p01(Y,X) :- (e0(Y), p00(1), p01(Z,Z), between(1,3,X)) ; (p01(Z,3), p01(Z,Z), between(1,3,X), between(1,3,Y), Y >= 3).
p10 :- e1(1).
query(e3(2)).
evidence(e1(2), true).
