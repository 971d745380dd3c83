e0(1).
0.8::e1(3,2).
0.3::e1(3,1).
0.2::e1(1,1).
0.3::e1(1,1); 0.1::e1(3,3); 0.1::e1(2,2).
p00(Y) :- e0(Y).
p10(X) :- (e0(Y), e0(Y), between(1,3,X), \+ e1(Y,Y), W is X + 2, W < 5) ; (e1(Z,X), p10(X), p00(Z), \+ e1(2,3)).
query(e1(Y,X)).
query(p10(3)).
query(p10(X)) :- between(1,2,X).
query(\+ p00(2)).
evidence(e1(1,3), false).
