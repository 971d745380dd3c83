e0(2,3).
0.2::e0(1,1); 0.2::e0(3,3); 0.1::e0(2,2).
e1(3).
e1(1).
e1(2).
0.3::e1(3); 0.2::e1(2); 0.1::e1(1).
0.25::e2.
0.9::e3.
p00(X) <- p00(Z), e2, between(1,3,X), Z \== Z.
p00(1) <- e2, e1(X), p00(3), T =.. [g, X], T \== g(0).
P::p00(X) :- (e0(Y,Y), between(1,3,X), not e0(Y,2), X @=< 2), P is X / 4.
p10(3,3) :- (p10(3,Z), Z =\= 1) ; (p00(Z), p10(Y,3), p00(1), W is Z + 2, W < 5).
p10(X,Y) :- p00(Z), p10(2,Z), e2, between(1,3,X), between(1,3,Y), X < 2, \+ p00(X).
0.5::p11 :- p10(X,3).
p20(X,X) :- p11, between(1,3,X), X == 2.
p20(1,Y) :- (p11, between(1,3,Y)) ; (e2, between(1,3,Y)).
p20(X,X) :- e2, between(1,3,X), W is X + 3, W < 5.
p21 :- p00(2), not p10(3,2).
query(e3).
query(p00(3)).
query(p10(X,X)) :- between(1,2,X).
