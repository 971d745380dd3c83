0.2::e0.
0.1::e1.
0.4::e2.
p00(Y) :- e2, e1, e0, between(1,3,Y), Y = 1, \+ e1.
p00(X) :- (e2, p00(X), X < 2, \+ e2) ; (e0, e1, between(1,3,X), \+ e0, X @< a).
P::p01(Y,Y) :- ((Y \== 2, e0, between(1,3,Y), T =.. [g, Y], T \== g(0)) ; (e1, between(1,3,Y), Y @=< 2, Y @=< 1)), P is Y / 4.
p01(Y,Y) :- p00(Z), e2, between(1,3,Y), W is Z + 2, W < 5.
p10(X) <- (p00(1), between(1,3,X), call(p01, 2, 3)) ; (p01(Y,X), p00(X), not p00(2)).
p10(Y) :- e1, e0, e2, between(1,3,Y), W is Y + 2, W < 5, Y = Y.
p20 :- p20, p10(Z).
query(p00(1)).
query(p10(X)) :- between(1,2,X).
query(\+ p20).
