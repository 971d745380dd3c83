e0(2).
0.8::e1(3,3).
0.3::e1(3,1).
p00(Y) :- (e1(2,Y), p00(1), p00(Y)) ; (e0(Y), e0(Z)).
p00(3) :- e1(Y,Y), p00(2), compare(O, Y, 3).
p10(X) :- (p00(1), p00(Y), between(1,3,X)) ; (e0(Y), e1(Y,Y), between(1,3,X), \+ e0(2)).
p20(X) :- X == 3, p00(Z), e0(Z), p00(3), between(1,3,X), W is Z + 2, W < 5.
0.2::p21(X,X) :- p10(X), e1(X,X).
P::p21(X,1) :- ((e1(X,Z)) ; (p00(Z), p21(Z,Z), between(1,3,X))), P is X / 4.
p21(X,X) :- p20(Y), e0(Y), p21(Y,3), between(1,3,X), not p10(2).
p30(X) :- p00(Z), p31(Y), e1(Y,1), between(1,3,X), \+ p20(Z), Y == Y.
p31(Y) :- p10(3), p10(Z), e1(Y,Z), W is Y + 3, W < 5.
0.2::p31(X) :- (p10(Z), p20(Z), between(1,3,X)) ; (p20(X), p21(X,2), e1(2,Y)).
query(e0(1)).
query(p00(X)).
query(\+ p10(2)).
evidence(p20(1), true).
