0.7::e0(2).
e1(3).
p00(Y,Y) :- p00(X,3), e1(X), between(1,3,Y), X >= 2, X \= 2.
P::p00(Y,Y) :- (Y == 1, e0(X), e0(Z), between(1,3,Y)), P is Y / 4.
0.5::p01 :- (e0(3)) ; (e1(Z), p01).
p01 :- (e0(X), e1(Y)) ; (p00(Z,X), e1(Z), p01, W is X + 2, W < 5).
p10(Y) :- p00(Y,Y), p11(1), p11(Y), Y @=< 2, \+ p00(Y,Y).
0.7::p11(Y) :- p01, between(1,3,Y).
query(p00(3,1)).
query(e1(X)).
query(p11(3)).
evidence(p00(1,3), false).
