0.7::e0.
0.1::e1(1,2).
e1(2,1).
e1(1,3).
0.9::e2(3).
p00 :- e2(Y), e1(3,X), X == 2.
0.5::p00 :- e0, e2(X).
p10(X) :- e2(Y), e0, between(1,3,X).
p10(2) :- e0, e0, e0.
p11(X,Y) :- p10(Y), e1(1,3), between(1,3,X), compare(O, Y, 1), X < 3.
p11(X,X) :- e1(Y,2), p10(Y), between(1,3,X), call(e1, X, 1).
p11(2,Y) :- Y == 1, e2(Y), call(e2, 2).
p20 <- p21, p11(Z,Z), e0.
p20 :- p10(3), p10(3), not p11(3,2).
p20 <- e0, p00, T =.. [g, 2], T \== g(0).
0.1::p21 :- (e1(Y,Y), p20, T =.. [g, Y], T \== g(0)) ; (p10(Z), e1(Z,3), p10(2), T =.. [g, Z], T \== g(0), Z = Z).
p30(X,X) :- p20, between(1,3,X), X = X, compare(O, X, 2).
P::p31(X,2) :- ((p00, p21, p20, between(1,3,X), W is X + 1, W < 5) ; (e1(X,X), X \== 2, call(p11, X, 1))), P is X / 4.
P::p31(Y,X) :- (e2(2), between(1,3,X), between(1,3,Y), not p11(X,1)), P is Y / 4.
query(e1(Y,2)).
query(e1(Y,2)).
query(\+ p00).
