0.8::e0(3).
0.2::e1(1,1).
0.8::e1(3,3).
0.4::e1(2,2).
p00(Y,X) <- (p00(Z,3), e1(Y,Z), e1(Z,Z), between(1,3,X), compare(O, Z, 3)) ; (e0(Z), e0(3), between(1,3,X), between(1,3,Y), not e1(Z,Y), \+ e1(X,X)).
p00(X,Y) :- e0(X), between(1,3,Y).
p10(1) :- p00(1,1), e1(1,X), e0(1), X == X, X @< a.
p20(Y) :- p20(Y), e0(Z), e0(1), not e1(1,1).
p21 :- p10(Z), call(e0, 2).
0.5::p21 <- p21, p00(1,2), T =.. [g, 1], T \== g(0).
p30(X) :- (p21, p21, between(1,3,X)) ; (p20(Z), p21, p00(Z,Y), between(1,3,X)).
query(p21).
query(p00(2,X)).
query(e1(2,X)).
