0.9::e0(3).
0.3::e1.
p00(3,X) :- e1, e0(X), p00(3,X), T =.. [g, X], T \== g(0).
p00(X,Y) :- (p01(3), p00(X,3), e1, between(1,3,Y)) ; (e1, e0(Y), p00(1,Y), between(1,3,X), Y =:= 2).
p01(Y) :- e1, e0(Y), call(e0, Y).
p10 :- e0(X), p10.
p11 :- p01(X), X @=< 1.
0.7::p20(Y) <- p10, p01(X), p20(X), between(1,3,Y).
p21(Y) :- p21(1), p21(2), between(1,3,Y), W is Y + 3, W < 5.
query(p11).
query(e1).
query(\+ p01(2)).
evidence(p11, true).
