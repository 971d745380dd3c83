e0(2,3).
e0(1,2).
0.25::e1(1,3).
0.3::e1(1,2).
0.3::e1(2,2); 0.2::e1(3,3).
0.8::p00(Y,X) :- e0(X,Z), e1(X,X), between(1,3,Y), W is Z + 1, W < 5, T =.. [g, Y], T \== g(0).
p00(X,1) :- e1(Y,Z), e1(1,Z), p01(X,Z), X \== Y.
p00(X,Y) :- e1(Z,X), between(1,3,Y), compare(O, X, 3).
0.5::p01(3,Y) :- e1(Y,X).
0.7::p01(X,X) :- p01(X,X), e1(X,3), p01(Z,X).
P::p10(Y) :- (p01(Z,Z), p10(Z), between(1,3,Y), T =.. [g, Z], T \== g(0)), P is Y / 4.
p10(3) :- e1(2,Y), e0(3,Y), Y < 1.
p11(X) :- p00(1,Z), between(1,3,X).
p11(X) :- e1(Y,1), p10(1), p00(3,2), between(1,3,X), X =\= 1.
query(e1(3,1)).
query(\+ p11(1)).
