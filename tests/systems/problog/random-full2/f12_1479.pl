0.6::e0.
0.7::e1(3,1).
p00 :- p00.
p00 <- e1(X,Z), e1(Y,Z).
0.5::p00 <- e0, e1(X,3), e0, call(e1, X, X).
P::p10(X,X) :- (Y == 1, p10(Y,Z), e0, e1(Z,2), between(1,3,X), call(e1, Y, 1)), P is X / 4.
0.25::p10(2,X) :- e1(Y,1), between(1,3,X).
p11(X,X) :- e1(X,Z), p11(X,X), compare(O, Z, 1), W is X + 2, W < 5.
0.7::p11(Y,Y) :- p11(2,Z), between(1,3,Y).
P::p11(Y,Y) :- (p00, p11(Z,X), between(1,3,Y)), P is Y / 4.
query(e1(2,1)).
query(p00) :- between(1,2,X).
query(\+ p00).
