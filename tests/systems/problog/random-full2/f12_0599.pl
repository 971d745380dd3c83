e0(3,3).
0.25::e1(2).
e1(1).
0.1::e2(1,3).
0.5::e2(2,3).
p00 :- e2(X,2), X \== X.
p00 :- e1(X), e1(3), W is X + 1, W < 5.
p10(Y) :- e0(X,1), between(1,3,Y).
p10(X) :- e2(X,Y), W is Y + 2, W < 5.
0.9::p20(Y) :- (p10(Y), p10(1), e0(Y,3), compare(O, Y, 3), compare(O, Y, 2)) ; (e2(1,X), between(1,3,Y), T =.. [g, Y], T \== g(0)).
query(e1(2)).
query(\+ p20(3)).
