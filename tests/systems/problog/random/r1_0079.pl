0.5::e1(1,1).
0.25::e1(1,3).
0.5::e1(2,2).
p00(X,Y) :- p00(Y,Y), p00(X,3).
p00(3,Y) :- e0(X,2), e1(X,X), between(1,3,Y).
p00(Y,Y) :- p00(Z,3), e0(Z,Z), p00(X,Z), between(1,3,Y).
p10(X) :- p00(X,Z), p10(1).
p11(Y,Y) :- e0(3,Z), p10(Z), e1(2,2), between(1,3,Y), W is Z + 1, W < 5, W is Z + 2, W < 5.
p11(Y,Y) :- (p11(Z,Y)) ; (p11(Y,X), p00(1,Z)).
query(e0(2,X)).
query(e1(1,2)).
evidence(p00(2,2), false).
