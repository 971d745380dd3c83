0.8::e0(2).
0.3::e0(2); 0.2::e0(1).
0.2::e1(2).
0.1::e1(1); 0.3::e1(2); 0.1::e1(3).
0.9::e2(1,3).
p00(X) :- e1(X), X == X.
p00(X) :- p00(X), p00(X).
p00(X) :- (p00(Y), p00(Y), e2(Z,2), between(1,3,X)) ; (p01, between(1,3,X), \+ e0(X)).
p01 :- p00(Y), p01, Y \== Y, call(e2, 2, Y).
p10(X) :- p10(2), e2(1,2), between(1,3,X), W is X + 2, W < 5, call(e2, X, X).
query(e2(2,X)).
query(e0(X)) :- between(1,2,X).
evidence(e2(3,1), true).
