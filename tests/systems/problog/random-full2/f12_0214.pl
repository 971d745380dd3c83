e0(3).
0.9::e1(1).
0.2::e1(3); 0.1::e1(1); 0.1::e1(2).
p00(X) :- (e0(1), between(1,3,X), X @>= 3) ; (p00(Y), between(1,3,X), compare(O, Y, 1)).
p10(Y) :- e1(X), e1(X), e1(1), between(1,3,Y).
p10(Y) :- e1(X), e1(Z), e1(X), between(1,3,Y).
p20 :- (p10(2)) ; (p20, p00(X), e0(Y), X @=< 1).
p20 :- e1(Y), W is Y + 3, W < 5.
query(p10(3)).
query(p00(X)).
query(\+ p10(1)).
