0.1::e0(3,3).
0.7::e0(3,1).
0.2::e0(3,2).
0.2::e0(3,3); 0.1::e0(1,1); 0.1::e0(2,2).
0.2::e1(3).
0.1::e2(2).
p00 :- e2(Z).
p00 :- e1(Z), W is Z + 3, W < 5, call(e2, Z).
0.7::p01 :- e0(X,1), e1(X).
p01 :- e2(2), e1(1).
p10(Y) <- p00, p01, between(1,3,Y).
0.8::p10(2) :- e1(X).
p10(Y) :- p00, between(1,3,Y).
p11(Y,1) :- e1(3), p01, between(1,3,Y).
p11(X,Y) :- (p11(3,X), p11(3,X), between(1,3,Y), call(e2, X), Y @>= a) ; (e1(3), p01, p10(X), between(1,3,Y), W is Y + 2, W < 5).
query(e0(2,Y)).
query(e2(X)).
query(p11(3,Y)).
evidence(e0(1,2), true).
