0.75::e0(3).
0.3::e1(2).
0.1::p00(1,Y) :- (e0(Y)) ; (p01(X,Z), p01(3,X), between(1,3,Y), \+ e0(Y), not e0(1)).
p00(X,X) :- Y \== 1, p01(Y,X), e1(1), W is Y + 2, W < 5.
P::p01(X,X) :- ((p00(Y,Y), e1(Y), between(1,3,X)) ; (X == 1, e2(Y,Y), e1(Y), between(1,3,X))), P is X / 4.
p10(X) :- p10(X), e2(Y,3), e1(X), W is Y + 3, W < 5.
query(p00(3,3)).
query(e0(X)).
query(e1(X)) :- between(1,2,X).
query(\+ p00(2,3)).
evidence(e2(1,3), false).
