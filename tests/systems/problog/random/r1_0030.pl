0.1::e0.
0.6::e1(2).
0.1::e1(1); 0.2::e1(3).
0.3::e2(1,3).
e2(3,2).
0.6::e2(2,3).
p00(2) :- e2(X,X), e1(X), \+ e2(X,X).
p00(Y) :- (p00(Y)) ; (p00(X), p00(1), e1(X), between(1,3,Y)).
p00(X) :- p00(Y), e2(2,Z), between(1,3,X), W is X + 2, W < 5.
p10(X) :- e0, e0, between(1,3,X).
0.2::p10(Y) :- p00(Y), \+ p00(Y).
query(e1(Y)).
query(e1(1)).
query(e2(Y,X)).
evidence(e0, false).
