0.6::e0(3).
0.3::e0(2).
0.5::e1(3).
0.25::e2(2,2).
e2(1,2).
0.1::e3(1).
0.1::e3(2).
0.1::e3(1); 0.1::e3(3); 0.3::e3(2).
P::p00(Y,X) :- ((e2(Y,Y), between(1,3,X)) ; (e1(X), between(1,3,Y), W is X + 1, W < 5)), P is X / 4.
p10(Y) :- e1(3), between(1,3,Y), \+ p00(Y,Y), Y @>= 2.
p10(2) :- (e0(X)) ; (e2(Z,2), not e2(1,Z), W is Z + 2, W < 5).
P::p10(X) :- (p10(Y), e1(Y), between(1,3,X), Y @>= 1), P is X / 4.
p11(X) :- e0(Y), e1(Y), e3(Z), between(1,3,X).
p20 :- p21(2), p21(2), e2(X,1), X < 3.
p20 :- e0(X), p10(1), compare(O, X, 2).
0.8::p21(1) :- p11(X), p21(3), p20.
0.4::p21(X) :- (e0(Z), p11(2), p11(Z), between(1,3,X), compare(O, Z, 1)) ; (e0(Z), e1(Z), between(1,3,X)).
p21(Y) :- p11(Y), p20, e3(Y), compare(O, Y, 2).
0.25::p30(Y,X) :- (Y == 2, e1(X), p00(3,X), p10(X), between(1,3,Y), \+ e3(X)) ; (e2(Z,Z), p11(2), between(1,3,X), between(1,3,Y), call(e0, X), not p11(Y)).
p30(Y,Y) :- e3(Z), p11(X), p20, between(1,3,Y), Z = Y.
query(p30(Y,2)).
query(p21(Y)).
