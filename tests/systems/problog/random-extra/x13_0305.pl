e0(2).
e1.
0.25::e2(2,1).
0.3::e2(3,1).
0.3::e2(3,3); 0.2::e2(2,2); 0.1::e2(1,1).
0.1::e3(2); 0.1::e3(1).
P::p00(X) <- (e0(Z), p00(Z), e3(2), between(1,3,X), Z < 1, Z >= 3), P is X / 4.
0.2::p00(Y) :- e0(X), e3(X), e1, between(1,3,Y).
p00(Y) :- (p01(X), p01(3), e0(X), between(1,3,Y)) ; (Y == 1, p01(Y), e3(Y), e2(X,1), \+ e1).
P::p01(Y) :- (e0(X), e0(X), p00(1), between(1,3,Y)), P is Y / 4.
p10(X) :- e1, p10(Z), e1, between(1,3,X).
p10(X) :- p00(X), e2(X,X), p01(X), \+ e2(X,X).
\+p10(X) :- e0(X).
query(p10(1)).
query(e1).
query(e1).
query(p00(X)) :- between(1,2,X).
query(\+ p10(2)).
evidence(e2(2,1), true).
