0.2::e1(3,1).
e2(2).
e2(1).
0.75::e3(2,3).
0.5::e3(1,1).
0.7::e3(3,2).
p00 :- e1(X,3), e0(X,X).
p00 :- p00, \+ e3(1,1).
p00 :- e3(Z,Y), call(e2, 1), W is Z + 3, W < 5.
0.8::p10(X,Y) :- (e3(X,Z), e3(Z,3), e0(1,1), between(1,3,Y)) ; (Y == 2, e1(Y,2), between(1,3,X)).
p11(X) :- p11(Y), between(1,3,X), call(e0, X, X).
p11(Y) :- p10(Z,3), p00, between(1,3,Y).
p11(Y) :- (e3(Z,X), p10(Y,3)) ; (e3(2,3), e1(Y,X), p00).
p20(X,Y) :- e1(Y,Y), e0(X,Y), e3(X,Z), call(p10, 3, 1), W is X + 3, W < 5.
p20(1,X) :- e3(Z,Y), p00, between(1,3,X).
p20(Y,X) :- p20(Y,X), p11(Z), compare(O, Y, 3), compare(O, Z, 2).
query(e0(1,2)).
evidence(e0(1,2), true).
