e0(3,3).
0.7::e1.
0.4::e2(3,2).
0.9::e2(2,1).
0.2::e2(2,2).
0.2::e3(1).
e3(3).
0.5::e3(2).
p00(2) :- e0(Z,3), e1, call(e2, Z, 2), \+ e1.
p01(3) :- e2(Z,3).
p10 :- p01(Y), Y \= Y.
p10 <- p01(1), e0(Y,X), p11(X), not p01(3).
p11(X) :- (e2(1,3), e2(2,3), p01(1), between(1,3,X), compare(O, X, 1), X >= 1) ; (e1, between(1,3,X), T =.. [g, X], T \== g(0), compare(O, X, 3)).
p11(X) :- e1, between(1,3,X).
0.25::p11(X) :- p10, between(1,3,X), X \= X, \+ e1.
query(p00(X)).
query(p01(1)).
query(p01(X)) :- between(1,2,X).
evidence(e1, false).
