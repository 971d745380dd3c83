0.5::e1(3).
0.7::e1(1).
0.3::e1(3); 0.2::e1(2); 0.3::e1(1).
p00(Y) :- (e0(X,X), between(1,3,Y), compare(O, Y, 1)) ; (p00(Y), p00(Y)).
p01(X) :- (p01(X), e0(1,1), compare(O, X, 2)) ; (e1(X), X == X).
p10(Y) :- p00(1), between(1,3,Y), W is Y + 3, W < 5.
query(e1(1)).
