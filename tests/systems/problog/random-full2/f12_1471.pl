0.9::e0.
e2(3).
0.5::e2(1).
0.2::e2(1); 0.1::e2(3); 0.1::e2(2).
0.1::e3(1,2).
0.25::e3(3,2).
e3(1,3).
P::p00(X) :- ((X == 2, p00(Y), between(1,3,X), not e3(1,Y)) ; (p00(Z), between(1,3,X))), P is X / 4.
p10(Y,X) :- p00(X), p10(X,X), e2(1), between(1,3,Y), X =\= 2, call(e2, 1).
P::p10(Y,X) :- (e1(X), e3(X,Y)), P is Y / 4.
0.4::p20(X,X) :- p20(X,Z).
p20(Y,X) :- (e3(X,Z), e1(X), between(1,3,Y), call(e2, Z)) ; (e0, e2(Y), e0, between(1,3,X), Y = 1, T =.. [g, X], T \== g(0)).
P::p21(X,Y) :- (e0, p21(Y,3), e3(2,Y), between(1,3,X)), P is Y / 4.
p21(Y,X) :- (e3(Y,Y), e3(1,1), between(1,3,X)) ; (p00(Y), between(1,3,X)).
p21(1,Y) :- p20(Z,3), e2(Z), between(1,3,Y), T =.. [g, Y], T \== g(0), W is Z + 1, W < 5.
p30(2) :- e1(2).
0.4::p30(X) :- (e2(3), between(1,3,X), call(p00, X), not p00(X)) ; (p00(Z), e3(Z,Y), between(1,3,X), T =.. [g, X], T \== g(0)).
p30(Y) :- (e0, e0, between(1,3,Y)) ; (p20(X,Z), between(1,3,Y), W is X + 2, W < 5).
query(p30(3)).
query(p20(2,1)).
query(\+ e3(2,1)).
