0.1::e0(2).
e1.
p00(X,1) :- e2(1,Z), between(1,3,X), X \== Z, not e0(Z).
p01(X,Y) :- p00(2,Y), between(1,3,X).
p01(Y,1) <- (p00(2,Y), e0(Y), \+ e2(Y,Y)) ; (e1, between(1,3,Y), Y @=< 1, Y = Y).
p10(Y) :- e0(Z), between(1,3,Y).
0.4::p10(3) :- e0(Y), Y == Y.
P::p20(Y,X) :- (p00(X,1), e2(1,2), e2(X,X), between(1,3,Y)), P is Y / 4.
0.25::p20(X,X) :- p01(1,Y), e1, between(1,3,X).
p20(1,Y) :- p20(X,2), p21(X,X), p20(X,X), between(1,3,Y).
p21(Y,X) :- e2(1,Y), e0(Z), p10(Y), between(1,3,X), compare(O, Y, 1), \+ e2(Y,X).
P::p21(Y,Y) :- (e2(1,1), p00(X,Z), between(1,3,Y)), P is Y / 4.
p21(Y,X) :- Y \== 3, e0(Z), between(1,3,X), between(1,3,Y).
p30(X,1) <- p30(Y,2), e2(Y,Y), between(1,3,X).
p30(3,Y) :- p30(Y,Y).
p30(X,X) :- p00(1,Y), e2(Y,Y), between(1,3,X).
p31(X) :- p21(Z,Y), e1, p01(3,Y), between(1,3,X), X == Y.
p31(Y) :- p01(Z,3), e2(1,X), e1, between(1,3,Y), call(p10, 3), Z @=< a.
p31(X) :- (e1, between(1,3,X)) ; (p21(3,Z), e2(Z,1), between(1,3,X), compare(O, Z, 1)).
query(p30(Y,2)).
query(\+ p01(3,3)).
evidence(p20(1,1), false).
