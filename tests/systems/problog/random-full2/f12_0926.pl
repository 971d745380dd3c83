0.6::e0(3,2).
0.2::e1(1).
0.9::e2(3,3).
p00(X,X) :- e1(X), e0(1,1), not e1(2).
0.5::p00(Y,Y) :- e2(1,X), between(1,3,Y).
0.25::p10(3) :- e0(Z,X), e0(X,3), p11(Z,Z), compare(O, Z, 3), W is X + 3, W < 5.
p10(X) :- Z \== 1, p11(Y,Z), e1(Z), e0(2,Z), between(1,3,X), Z >= 2.
p11(X,Y) :- e2(Z,Z), e0(Z,Z), p11(Z,Z), between(1,3,X), between(1,3,Y), Y = X.
p11(X,X) :- p00(Z,X), p11(3,Z), p11(Y,Z), X @< a.
p11(Y,3) :- p00(3,2), e2(Z,1), between(1,3,Y), T =.. [g, Z], T \== g(0), W is Y + 1, W < 5.
P::p20(Y) :- (e2(Y,Y), p00(Y,Y), e1(Y)), P is Y / 4.
p20(X) :- p00(X,X), e2(2,2), not e2(2,3), \+ e2(1,X).
p20(3) :- p11(2,Z), \+ e0(1,Z), \+ p11(2,Z).
query(e2(1,1)).
query(\+ e2(3,2)).
