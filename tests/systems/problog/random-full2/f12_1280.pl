0.75::e0.
0.6::e1(3).
0.2::e1(1); 0.3::e1(2).
P::p00(Y) :- (e1(Z), e0, between(1,3,Y), compare(O, Z, 3)), P is Y / 4.
p00(2) :- (e0, p00(Z)) ; (e1(Z), p01(Z,3), p00(1), W is Z + 1, W < 5).
P::p01(X,Y) :- (e1(Y), e0, e1(1), between(1,3,X), T =.. [g, X], T \== g(0)), P is X / 4.
p01(Y,X) :- e0, between(1,3,X), between(1,3,Y).
0.7::p10(Y) :- (p01(Z,Z), p10(Z), p00(X), between(1,3,Y)) ; (Z \== 2, p00(1), e0, e1(Z), between(1,3,Y), W is Z + 3, W < 5).
p11(3) :- p00(X), call(e1, 2).
query(p10(3)).
query(\+ p11(3)).
