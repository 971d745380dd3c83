0.4::e0(1).
0.6::e1(2).
0.25::e1(1).
0.4::e1(3).
p00 <- e0(1), e1(1), \+ e1(3).
p10(Y,2) :- e1(1), e1(X), between(1,3,Y).
p10(X,X) :- p00, p00, p10(2,Y), between(1,3,X), Y >= 3.
p11(X) :- (p11(Z), between(1,3,X), \+ e1(X)) ; (p00, e1(Z), p00, between(1,3,X)).
query(e0(2)).
query(p00) :- between(1,2,X).
query(\+ e1(1)).
