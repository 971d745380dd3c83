e0(2).
0.6::e1(3).
0.7::e2.
0.25::e3(1).
0.1::e3(2).
p00(2) <- (e1(1), e1(Z), e1(Z)) ; (e0(X), e3(X)).
p00(Y) :- (Y == 2, p01(2), between(1,3,Y)) ; (p01(X), e2, between(1,3,Y), compare(O, Y, 2), Y =\= 1).
0.5::p00(X) <- (e3(X)) ; (e0(Z), e3(3), between(1,3,X), Z @=< 1, Z =:= 3).
p01(Y) :- e1(2), e0(3), p00(1), between(1,3,Y), \+ e2.
p01(3) <- e3(Y).
p10 :- e3(3).
p10 :- e0(2), e3(2).
query(e0(2)).
query(p01(3)).
query(p00(3)).
query(e2) :- between(1,2,X).
