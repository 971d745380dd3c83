0.8::e0(2,1).
0.1::e0(1,1); 0.2::e0(3,3); 0.3::e0(2,2).
0.3::e1(2,2).
0.5::e2.
0.6::e3(1).
p00 :- e0(1,Z).
P::p01(X) <- (p00, e2, between(1,3,X)), P is X / 4.
p10 :- e0(1,1), p10, e3(2).
p10 <- p10, p01(Z).
0.7::p10 :- e2, call(e1, 3, 2).
P::p20(Y,Y) :- (e0(1,Y), e3(Y), p20(Y,X), not e3(Y)), P is Y / 4.
P::p20(Y,2) :- (p01(X), e1(X,3), p00, between(1,3,Y)), P is Y / 4.
p30(3,Y) <- (p30(1,2), p10, between(1,3,Y)) ; (Y == 3, p10, between(1,3,Y), compare(O, Y, 2)).
P::p30(Y,3) :- (e2, p20(X,Y), e3(X), T =.. [g, Y], T \== g(0)), P is Y / 4.
p31 :- (e3(X), e1(Y,X), p01(X), compare(O, Y, 1)) ; (p30(Z,3), e1(Z,Z), Z @=< 1, call(e3, Z)).
p31 :- p30(3,Y), e0(X,2).
query(p00).
query(p01(X)) :- between(1,2,X).
query(\+ p00).
