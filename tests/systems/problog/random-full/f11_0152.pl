e0(1).
0.7::e0(2).
0.9::e1(2,3).
e2(1,3).
0.1::e2(3,3); 0.3::e2(2,2); 0.2::e2(1,1).
0.2::e3.
p00(Y) :- e1(Y,2), p01, e0(1).
p00(Y) :- e1(Z,1), e2(Z,Z), e2(Y,Z).
P::p00(Y) :- (p00(Z), between(1,3,Y), Z = Z), P is Y / 4.
p01 :- p00(Y), p00(Y), not e0(Y).
p01 :- e0(3), e3, p00(X), \+ e2(2,3), \+ e1(X,X).
p01 <- e1(1,X).
p10(X) :- p01, e0(X), p10(Z), call(e2, 2, X).
p20(X,X) :- (X == 1, e3, p00(3), between(1,3,X)) ; (e2(X,Y), e2(1,Z), p01).
p30(X) :- (p10(Z), between(1,3,X)) ; (e0(1), p20(1,Z), between(1,3,X), T =.. [g, Z], T \== g(0)).
0.6::p31(Y) <- e3, between(1,3,Y), Y = Y, compare(O, Y, 2).
p31(X) :- p30(Y), p01, p31(Y), between(1,3,X), T =.. [g, Y], T \== g(0), X = X.
p31(3) :- p30(X), p31(X), p10(X).
query(p01).
query(e3) :- between(1,2,X).
query(\+ p00(3)).
evidence(e1(3,2), true).
