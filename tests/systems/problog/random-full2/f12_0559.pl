0.8::e0.
0.2::e1(3).
0.9::e2(3).
0.1::e2(1); 0.1::e2(3); 0.3::e2(2).
0.2::e3(3).
e3(2).
P::p00(X) :- ((e1(3), between(1,3,X), compare(O, X, 3)) ; (e3(X), X @>= 3, X @< 1)), P is X / 4.
p10(Y,X) :- (p00(1), e0, between(1,3,X), between(1,3,Y), X < 2) ; (p00(Y), e3(Y), between(1,3,X), X = Y).
p11(X) :- e2(Y), e1(Y), p10(Y,2), between(1,3,X), Y =:= 2, compare(O, Y, 2).
p11(X) :- e2(3), e1(X), p00(X), not e1(3), X @< f(1).
query(e2(2)).
query(e1(X)).
query(\+ e3(2)).
evidence(e3(3), false).
