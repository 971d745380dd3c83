0.25::e0(2,2).
0.5::e0(2,1).
0.5::e0(2,3).
0.4::e1.
0.5::e2(3,2).
0.8::e2(1,3).
0.1::e2(1,1); 0.2::e2(2,2).
e3(2,3).
P::p00(X) :- (e2(X,Y), not e0(X,X)), P is X / 4.
p00(3) :- e3(Z,2), call(e3, Z, Z), Z \== Z.
0.7::p00(1) :- Y == 3, e2(Y,X), p00(X), W is X + 1, W < 5.
p10(X,X) :- p10(3,Y), between(1,3,X), T =.. [g, X], T \== g(0).
P::p11(Y,X) :- (e1, e1, between(1,3,X), between(1,3,Y), T =.. [g, Y], T \== g(0)), P is Y / 4.
p11(Y,Y) :- p11(Z,2), p11(Z,Z), p10(Y,1).
p11(X,Y) :- e3(1,Z), between(1,3,X), between(1,3,Y), Y >= 3.
p20(1,Y) :- p00(2), between(1,3,Y).
p21(2) :- e1, p10(Z,2).
query(e1).
query(e1).
query(e1).
