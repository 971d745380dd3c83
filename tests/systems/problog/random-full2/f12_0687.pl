0.4::e0.
e1(3,2).
P::p00(X) :- (p00(Z), between(1,3,X), \+ e1(3,2), Z >= 2), P is X / 4.
p00(Y) :- p00(Z), e0, p00(2), between(1,3,Y), \+ e1(Y,1), not e1(3,2).
p01(X) :- e1(X,2), e1(X,Y), e0, call(e1, X, X), T =.. [g, Y], T \== g(0).
p01(X) :- (p01(3), e1(1,X), p00(2)) ; (X == 3, p01(3), between(1,3,X), T =.. [g, X], T \== g(0)).
p10(Y) <- p01(Z), p01(Z), between(1,3,Y), not p00(Y), not p00(Y).
0.5::p11(Y,Y) :- p10(1), between(1,3,Y), Y \== Y, \+ p01(2).
query(p11(X,X)).
query(p10(2)).
evidence(p11(1,3), false).
