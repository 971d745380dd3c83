e0(3).
0.1::e0(1).
e1(2,3).
0.4::e2(2,2).
p00(X) :- e0(1), e0(2), e2(X,2), W is X + 3, W < 5, call(e1, 2, X).
p00(Y) :- e0(3), e1(2,X), between(1,3,Y).
p10(Y) :- (p11(Y,Y), p10(Z), p10(Z)) ; (Y \== 2, e0(X), between(1,3,Y), X @=< f(1)).
p11(2,Y) :- p10(Z), e2(Z,Z), e1(2,Z), between(1,3,Y).
query(p10(X)).
query(e0(2)).
query(p00(X)) :- between(1,2,X).
query(\+ p00(1)).
evidence(p11(1,1), false).
