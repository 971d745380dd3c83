0.7::e0.
0.8::e1.
0.7::e2(3,1).
0.3::e2(1,2).
0.3::e2(1,1); 0.3::e2(2,2); 0.2::e2(3,3).
0.4::e3.
p00(Y,X) :- (e1, e0, between(1,3,X), between(1,3,Y)) ; (p01, p00(3,X), between(1,3,Y)).
P::p00(2,X) :- (e1, between(1,3,X), \+ e3), P is X / 4.
0.7::p01 :- p00(X,3), e1, e1.
0.25::p01 :- Y == 3, p00(Y,Z), p00(Z,Z).
p01 :- (p00(Y,X), e2(X,Z), p01) ; (p01, e2(Y,Y), Y @>= 2, Y = Y).
p10(3) :- e0, e0.
P::p10(Y) :- ((e1, e2(X,Y)) ; (e3, between(1,3,Y), W is Y + 2, W < 5, Y = Y)), P is Y / 4.
p20(X) :- e3, e1, p10(2), between(1,3,X), compare(O, X, 3), call(e2, 1, 2).
query(p00(3,1)).
query(e2(1,X)).
query(e1).
evidence(e2(1,2), false).
