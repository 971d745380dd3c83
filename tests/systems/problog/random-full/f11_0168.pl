e1(3,2).
0.2::e1(2,3).
0.1::e2(3,3); 0.3::e2(1,1); 0.1::e2(2,2).
0.4::e3(1).
0.2::e3(1); 0.1::e3(2); 0.3::e3(3).
P::p00(Y,Y) :- ((p00(2,Z), e2(X,Z), between(1,3,Y)) ; (Z == 1, p00(Z,3), e1(Z,Z), between(1,3,Y))), P is Y / 4.
P::p00(X,Y) :- (p00(2,Y), e1(Z,Y), between(1,3,X)), P is Y / 4.
p10(X) :- X == 3, p00(Z,X), e3(3).
P::p10(X) <- ((e3(Z), e1(2,Z), between(1,3,X), T =.. [g, Z], T \== g(0)) ; (e2(X,Z), e3(2))), P is X / 4.
query(p10(1)).
query(e1(2,Y)).
query(e0(X,1)).
query(p00(X,X)) :- between(1,2,X).
