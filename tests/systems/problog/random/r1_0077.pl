0.4::e0.
e1.
e2(3).
0.3::e2(2); 0.2::e2(3); 0.1::e2(1).
p00 :- e2(X), e1.
p00 :- (p00, e0, e1) ; (e2(2), e1, \+ e2(1)).
p10(Y,1) :- e1, between(1,3,Y).
query(p00).
query(p00).
query(e0).
query(e0) :- between(1,2,X).
