0.5::e0(2).
0.4::e0(1).
e0(3).
0.1::e1.
0.25::e2.
0.9::e3(1,1).
e3(2,1).
0.4::p00(X,2) :- (e2, e3(Y,2), between(1,3,X), T =.. [g, X], T \== g(0)) ; (e1, e0(Y), between(1,3,X), W is X + 3, W < 5).
p10(3,X) :- e3(3,X), p00(Z,Z).
query(e3(Y,3)).
query(p00(2,3)).
query(\+ p10(3,3)).
evidence(p10(1,2), true).
