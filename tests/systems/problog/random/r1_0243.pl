0.4::e0(2,3).
e0(2,2).
0.1::e0(3,2).
0.2::e1(1).
e1(2).
0.6::e1(3).
p00(2,X) :- p00(Z,Z), e1(Z), between(1,3,X), W is X + 1, W < 5.
0.6::p10(2,Y) :- e0(Z,X), between(1,3,Y), Z == 3, \+ e1(Z).
p10(Y,X) :- p10(1,Z), e0(X,1), e1(X), between(1,3,Y).
p10(Y,Y) :- p11(3,Y), \+ p00(Y,3).
p11(Y,X) :- e1(2), p11(Y,Y), e1(1), between(1,3,X).
p20(Y) :- e1(2), p00(X,Z), between(1,3,Y), X < 3, \+ e0(Z,X).
p30(X,X) :- (e0(X,Y), e1(Y)) ; (e1(Y), p10(Y,Y), between(1,3,X), X >= 3, X =\= 2).
p30(X,X) :- p11(2,Z), between(1,3,X), \+ e1(Z).
p31 :- p31, p20(Z), e0(Z,3), W is Z + 1, W < 5, \+ p11(Z,1).
p31 :- (p11(Z,3), p10(Z,Z)) ; (p20(X), p11(X,X), e0(X,3), W is X + 3, W < 5).
query(p20(3)).
evidence(p00(3,2), true).
