0.7::e0(1,1).
e0(3,1).
0.3::e0(3,3); 0.1::e0(2,2); 0.2::e0(1,1).
0.5::e1(3,2).
0.8::e1(1,3).
e2(1).
0.7::e2(2).
p00(3,1) :- (e1(Y,Z), e0(Z,Y), e0(3,1), W is Z + 1, W < 5) ; (e2(Y), p00(1,3), e2(Y)).
0.8::p00(1,Y) :- (e0(3,Z), e2(Z), between(1,3,Y), compare(O, Y, 2), compare(O, Y, 2)) ; (p00(Y,Y), Y @< 3).
0.4::p00(X,Y) :- e2(Y), p00(Y,1), p00(Z,2), between(1,3,X), W is Y + 3, W < 5.
p01(Y) :- e1(Z,X), e0(X,1), between(1,3,Y).
p10(2) :- e0(X,Z), Z = X.
p11(X,X) :- p10(Z), between(1,3,X).
p11(X,Y) :- e2(Y), e2(Y), p11(Y,X), \+ e1(X,Y).
query(p00(2,2)).
query(p01(3)).
query(e2(2)).
evidence(e1(1,3), true).
