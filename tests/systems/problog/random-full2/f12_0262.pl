0.25::e0(2,3).
0.2::e0(1,1); 0.2::e0(3,3).
e1(1).
0.3::e1(2); 0.3::e1(1).
p00(X) :- (e1(X)) ; (p00(Y), between(1,3,X)).
p10(X) :- p00(Y), e1(Y), between(1,3,X).
p10(Y) :- e0(Y,Z), p00(X), p00(Z), compare(O, X, 1).
p10(X) :- e0(Y,Y), p00(Y), between(1,3,X).
query(p10(X)).
query(e0(3,X)).
evidence(p10(3), true).
