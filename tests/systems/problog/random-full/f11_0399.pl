0.25::e0.
0.1::e2.
p00(2,Y) :- p00(1,1), e1(X), p00(X,X), between(1,3,Y), Y =:= 1.
p01(X) :- e0, between(1,3,X).
P::p01(Y) :- (p01(1), p01(1), between(1,3,Y), Y =\= 1), P is Y / 4.
0.75::p01(Y) :- p00(3,Z), between(1,3,Y).
P::p10(X,Y) :- (p10(Z,X), p11(Z), e1(X), between(1,3,Y)), P is Y / 4.
p10(X,X) <- p01(X).
0.75::p10(Y,Y) :- e1(2), e2, between(1,3,Y), compare(O, Y, 1).
P::p11(Y) <- (e2, p01(X), between(1,3,Y), \+ p00(3,X), X @=< 3), P is Y / 4.
query(e0).
query(p01(2)).
query(e2).
