0.4::e0(2).
0.3::e0(3).
e1.
0.9::e2.
p00 :- e2, T =.. [g, 2], T \== g(0).
p00 <- p00, p01(1,X), p01(X,1).
p01(X,Y) :- p00, between(1,3,X), between(1,3,Y), W is Y + 1, W < 5.
p10 :- (p01(Z,1), p01(Z,3), p10) ; (Z \== 2, e0(Z), not p01(1,Z)).
p10 :- p01(1,1), \+ p00, T =.. [g, 2], T \== g(0).
0.2::p11(Y,1) <- e1, between(1,3,Y), not p01(2,Y), call(e0, Y).
query(e1).
query(e1) :- between(1,2,X).
