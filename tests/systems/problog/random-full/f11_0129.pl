0.4::e0(1).
0.7::e0(3).
0.5::e1.
p00(Y,Y) <- p01(X,X), between(1,3,Y), T =.. [g, Y], T \== g(0).
p01(3,Y) :- p01(X,1), between(1,3,Y), Y == Y, T =.. [g, Y], T \== g(0).
p01(2,Y) :- e0(X), between(1,3,Y), call(e0, X).
p01(X,Y) :- e0(3), e0(1), e0(X), between(1,3,Y), X < 1, X = X.
p10(1) :- p00(1,X).
p10(Y) :- (p00(Y,X), p01(1,3), p10(X), call(p00, Y, Y)) ; (e1, between(1,3,Y)).
0.2::p10(Y) :- (p10(Z), p01(Z,Z), between(1,3,Y)) ; (e1, between(1,3,Y), call(e0, 3), T =.. [g, Y], T \== g(0)).
p20(Y) :- Y == 2, e1, p01(2,Y), Y >= 2.
query(p20(1)).
query(e1).
evidence(p01(3,1), true).
