0.8::e0(2,3).
e1(3).
0.5::e1(2).
e2.
0.25::p00(X) :- e1(2), p01(X), e0(2,X).
p00(Y) :- e1(X), between(1,3,Y), \+ e0(X,Y).
p01(X) :- p01(2), e0(Y,Y), p01(Y), between(1,3,X), W is Y + 2, W < 5.
0.7::p01(Y) :- e0(2,Y), p01(Y), Y < 3.
0.2::p01(X) :- e0(1,X), p00(X), e1(Z).
p10(X) :- e2, between(1,3,X), W is X + 1, W < 5, X =\= 3.
p10(X) :- e2, e2, p10(3), between(1,3,X).
p10(1) :- (e0(1,Y), e1(Y), Y < 2, \+ p00(Y)) ; (p10(X), \+ e2).
query(p00(3)).
query(p00(3)).
query(p01(X)).
query(p01(X)) :- between(1,2,X).
evidence(p10(3), false).
