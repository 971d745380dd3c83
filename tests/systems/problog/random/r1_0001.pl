0.25::e0(2).
0.4::e1(2).
e2(2).
0.4::p00(Y) :- (p00(Z), between(1,3,Y)) ; (e2(Y), e0(Y)).
p00(Y) :- e0(Z), e1(3), e1(Z), between(1,3,Y), W is Z + 1, W < 5.
p10(Y,3) :- p11(X), p10(X,Z), p10(X,2), between(1,3,Y), Y =\= 1.
0.5::p11(Y) :- Y \== 1, Y \== 2, p11(X), p00(X), between(1,3,Y).
query(p11(1)).
query(e1(Y)).
query(e0(2)).
query(p11(X)) :- between(1,2,X).
evidence(e1(2), true).
