0.4::e0.
0.3::e1.
0.1::e2.
p00(X) :- p01(X), X \= 3.
p00(Y) :- p00(X), e0, e0, between(1,3,Y), compare(O, X, 3), X @>= f(1).
P::p01(Y) :- (p01(Y), p01(1)), P is Y / 4.
p10(X) <- p00(Y), p01(Z), p00(Y), between(1,3,X), not p00(1).
p10(Y) <- (e2, between(1,3,Y)) ; (p01(3), between(1,3,Y)).
0.3::p10(X) :- (e2, e0, p11(X,Z)) ; (p01(Z), p01(Z), p01(Z), between(1,3,X)).
P::p11(Y,X) :- (e0, between(1,3,X), between(1,3,Y), X @=< 2), P is X / 4.
p11(Y,1) :- (e0, e0, between(1,3,Y), Y == 1, Y \== 1) ; (p00(X), e1, between(1,3,Y)).
query(p00(X)).
query(p10(2)).
query(e0).
query(p10(X)) :- between(1,2,X).
query(\+ e2).
