0.5::e0.
e1(2,3).
0.2::e1(3,1).
0.25::e1(3,2).
0.9::e2(1,2).
p00(X) :- e1(X,3), e0, e0.
p00(X) :- (p00(3), between(1,3,X)) ; (e0, between(1,3,X), X >= 3).
p01(Y,X) :- p00(1), e1(2,Y), between(1,3,X), \+ e0, W is X + 2, W < 5.
p10(Y,X) :- p00(3), p10(Y,Z), between(1,3,X).
p11(X) :- e2(X,Z), p10(Z,X), \+ p00(1), \+ e1(Z,X).
query(p11(X)).
query(p10(Y,2)).
query(p11(X)) :- between(1,2,X).
evidence(e2(1,3), false).
