0.4::e0(1).
0.2::e0(2); 0.1::e0(3); 0.3::e0(1).
0.2::e1.
p00(Y) :- (p00(2), p00(X), between(1,3,Y)) ; (e1, p00(X), p01(3), between(1,3,Y), Y = Y).
p01(Y) :- (e1, e0(Z), between(1,3,Y), T =.. [g, Y], T \== g(0)) ; (e1, e0(Z), between(1,3,Y), Y == Y).
p01(2) :- e0(Z), e1, p01(Z), Z == Z, Z \== Z.
p10(Y) :- p01(Y), p00(X), not p00(3).
p20(X,X) :- e1, between(1,3,X), X =:= 1.
query(p20(1,1)).
query(p00(2)).
query(p20(1,1)).
evidence(e0(2), true).
