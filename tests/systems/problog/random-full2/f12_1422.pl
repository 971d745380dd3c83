e0.
0.7::e1(3).
0.8::e1(2).
0.1::e1(2); 0.1::e1(3); 0.3::e1(1).
0.9::e2(3,2).
0.7::e2(1,3).
0.1::e2(2,2).
0.9::e3.
p00(X,Y) :- e0, p01(Y,Y), between(1,3,X), Y = Y.
p00(Y,Y) :- p01(X,X), between(1,3,Y).
p01(X,X) <- e2(X,1), W is X + 2, W < 5.
p01(X,X) :- (e1(Y), e0, e2(2,3), between(1,3,X)) ; (e0, e0, p01(Z,Z), between(1,3,X)).
p01(X,X) :- p00(2,Z), between(1,3,X).
0.9::p10 :- e2(Y,Z), \+ e0, T =.. [g, Y], T \== g(0).
p10 <- p10, e3, p10.
0.3::p10 :- e1(X), X < 1.
p20(Y,Y) :- p20(Y,3), p00(Y,1), e3.
p20(Y,3) <- p01(X,Y), e2(1,Y).
p20(X,Y) :- p00(Y,3), between(1,3,X).
0.3::p21(Y,X) :- e1(Y), p00(Y,2), p00(X,X).
p30(X,Y) :- p21(1,Y), between(1,3,X), Y @>= a, X == X.
query(e1(Y)).
query(e3).
query(e2(2,2)).
query(e1(X)) :- between(1,2,X).
evidence(p00(2,1), false).
