0.6::e0(3).
0.6::e2(1).
0.2::e2(1); 0.1::e2(2); 0.1::e2(3).
e3.
p00(Y) :- p00(Z), p01, p01, between(1,3,Y), Y @=< 3, T =.. [g, Y], T \== g(0).
p01 <- p01, p01.
0.4::p01 <- e0(3), e1(1).
p01 <- p01, p01, p00(X), W is X + 1, W < 5, W is X + 3, W < 5.
p10(X) :- p00(X), p10(X), e1(3), T =.. [g, X], T \== g(0), not p00(3).
p10(Y) :- e3, e3, between(1,3,Y).
query(e3).
query(p00(1)).
query(e1(1)).
evidence(e2(2), true).
