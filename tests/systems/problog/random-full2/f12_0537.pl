0.5::e0(1).
e1(3).
0.7::e1(2).
0.5::e1(1).
e2(3,2).
0.1::e2(1,1).
0.9::e2(3,1).
0.2::e3.
p00(2) <- e0(Z), e0(X), e0(Y), \+ e3.
p00(X) :- (p01, e2(Y,Y), between(1,3,X)) ; (e3, between(1,3,X), not e2(X,X)).
0.3::p01 <- e1(1), e1(Z), Z @>= a.
0.7::p10(Y) <- p11(Z,Z), p10(Z), e1(2), between(1,3,Y).
0.2::p11(X,Y) :- e2(1,X), e3, between(1,3,Y).
p11(X,X) :- p00(Y), e2(Y,Y), between(1,3,X), \+ e2(3,Y).
query(e1(2)).
query(e3).
query(p11(2,1)).
