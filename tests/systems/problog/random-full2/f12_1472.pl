e1(1,1).
p00(X,Y) <- p00(Z,Y), between(1,3,X).
P::p00(Y,X) :- (Z \== 2, p00(X,Z), between(1,3,Y), \+ e1(X,Y)), P is Y / 4.
p00(2,Y) :- p00(1,3), p00(Y,Y), e0(2).
p10(X,Y) :- e1(Y,Z), p11(3,Z), p00(X,Z), \+ e1(X,X), compare(O, X, 1).
0.8::p11(Y,Y) :- e0(Y), e0(3), e1(2,3), compare(O, Y, 2), not e1(Y,Y).
p11(Y,1) <- p10(1,X), between(1,3,Y), X == X.
p20(Y,2) :- e1(1,X), between(1,3,Y).
p20(2,Y) :- p10(3,1), p11(X,2), between(1,3,Y).
p20(X,Y) :- (p21, p21, p11(Z,Z), between(1,3,X), between(1,3,Y)) ; (e1(2,Y), e1(Y,1), between(1,3,X)).
p21 :- p00(X,X), \+ p11(2,X), X @=< f(1).
0.5::p30 <- (e0(1), p30, T =.. [g, 2], T \== g(0)) ; (p21, p21, call(e0, 3)).
p30 :- (e0(Y), e0(Y), e1(3,2), \+ p21, \+ p00(Y,Y)) ; (X == 3, p10(Y,X), p30, p10(X,2)).
p30 :- p20(3,X), p11(X,2), p11(X,X).
query(p10(Y,1)).
query(p10(2,2)).
query(p30).
