e0(2,3).
0.2::e1(1).
0.1::e1(3).
0.3::e2(1).
0.1::e2(3); 0.1::e2(1).
P::p00(X,X) <- ((e0(2,3), e2(Z), p00(Y,Z), between(1,3,X), compare(O, Y, 2)) ; (e1(Y), e1(Y), between(1,3,X), T =.. [g, Y], T \== g(0))), P is X / 4.
p00(Y,1) :- e1(3), between(1,3,Y).
P::p00(Y,X) :- (p00(1,2), e0(3,Y), between(1,3,X), \+ e0(Y,2)), P is X / 4.
p10(3,Y) :- (p10(Z,X), p10(X,2), between(1,3,Y), Y =\= 3, T =.. [g, Z], T \== g(0)) ; (e1(3), p00(Z,2), between(1,3,Y), Z >= 2, W is Y + 1, W < 5).
query(p10(X,2)).
