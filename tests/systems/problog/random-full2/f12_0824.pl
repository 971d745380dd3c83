0.1::e0(3,2).
0.2::e0(3,1).
0.1::e1(1); 0.2::e1(3).
e2(1).
0.1::e2(2); 0.1::e2(1).
p00(Y) :- e2(Z), e2(2), e2(Z), between(1,3,Y).
p00(Y) :- p00(Z), between(1,3,Y).
0.75::p01(Y,X) :- (e2(Z), p00(X), e1(2), between(1,3,Y)) ; (e0(X,1), e2(1), p00(X), between(1,3,Y)).
p10(Y) :- p01(Y,2), p00(3), e2(1).
p10(X) :- e0(X,Z), e1(Z), W is Z + 3, W < 5, \+ e1(2).
p20(X,X) :- p10(1), p20(Y,3), between(1,3,X).
query(e0(X,1)).
evidence(p10(3), false).
