0.5::e0(2,2).
e0(1,2).
0.8::e1(2,1).
0.5::e1(2,3).
0.1::e1(1,1); 0.1::e1(2,2).
0.9::p00 :- p01(Y,Y), W is Y + 3, W < 5, T =.. [g, Y], T \== g(0).
p00 <- (e1(X,2), e0(2,X), e0(X,X), compare(O, X, 2)) ; (p00, p00, e0(Z,2)).
p01(X,Y) :- (p00, e0(1,3), between(1,3,X), between(1,3,Y)) ; (e0(X,X), between(1,3,Y)).
P::p01(Y,Y) :- (e0(Y,X), p01(Y,3), e1(1,Y), Y = 3), P is Y / 4.
p10(1) :- p10(X), compare(O, X, 2), \+ p01(X,X).
p10(X) :- p10(X), p10(X), p10(X), call(e0, 1, X).
p20(1) :- p01(Z,X), p20(X), compare(O, X, 3).
p20(Y) <- p01(Y,X), e1(Y,Y), e0(3,X).
p20(1) :- e0(Z,2), \+ p01(Z,Z), Z >= 1.
query(e0(1,Y)).
evidence(p10(1), true).
