0.25::e0(3,3).
0.1::e0(2,2); 0.2::e0(1,1).
0.3::e1(1).
0.4::e2.
p00(X) :- e0(Z,Z), e0(Z,Z), e1(Y), between(1,3,X), X >= 3.
p00(Y) :- e1(Z), e2, between(1,3,Y).
p00(Y) :- e2, e2, between(1,3,Y), Y = 3.
p10(Y) :- e1(3), e0(2,Y), Y >= 3.
p10(2) :- e0(3,3), e0(X,X), X =\= 3, X < 2.
P::p10(X) :- ((X == 3, p11(2), p10(Y), e2, between(1,3,X), X == Y) ; (e1(1), e1(3), between(1,3,X), \+ e0(X,X))), P is X / 4.
0.75::p11(Y) :- e2, p10(Y), p00(Y).
0.75::p11(Y) :- (p10(X), between(1,3,Y)) ; (e2, p10(Y), \+ e1(3)).
p11(Y) :- Z == 2, p10(2), e2, e1(Z), between(1,3,Y).
p20(Y) :- e1(1), between(1,3,Y).
0.1::p20(Y) :- p10(1), between(1,3,Y), W is Y + 3, W < 5, call(e1, Y).
p30(Y,X) :- p20(X), e2, between(1,3,Y).
p30(Y,X) :- p20(1), between(1,3,X), between(1,3,Y), not p20(2).
query(p20(2)).
query(e0(X,3)).
query(p30(1,2)).
query(p00(X)) :- between(1,2,X).
query(\+ p11(1)).
evidence(p11(3), false).
