e0(3).
e1(2).
0.5::e2(3,2).
0.1::e2(1,2).
0.2::e2(3,3); 0.1::e2(1,1).
p00(X) :- e1(3), between(1,3,X), X =\= 3, not e0(X).
p00(X) :- e2(Z,1), e0(Z), between(1,3,X), T =.. [g, Z], T \== g(0), W is Z + 1, W < 5.
p10(X,X) :- e2(Y,X).
0.3::p10(Y,X) :- X == 3, e0(2), p00(Z), p10(3,Z), between(1,3,X), between(1,3,Y), compare(O, X, 2).
0.25::p10(X,X) :- e2(1,Z), p11(Z,Z), p00(1), between(1,3,X), Z =:= 3, T =.. [g, X], T \== g(0).
p11(X,X) :- p11(2,Z), p11(Z,3), between(1,3,X), X = Z, not e0(Z).
p11(1,Y) :- e0(Y), e2(2,Y), not p00(2), not p00(Y).
query(e0(2)).
query(\+ p11(1,3)).
