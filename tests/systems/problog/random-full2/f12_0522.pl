e0(1).
0.3::e0(3).
0.7::e1.
0.75::e2(3).
0.3::e2(2); 0.3::e2(3).
0.9::e3.
p00(1,2) :- e0(X), X @=< a, X == 3.
p00(Y,Y) :- e1, e1, e0(Y), Y =:= 3, Y =\= 3.
p00(1,Y) :- p00(1,X), e2(3), e2(3), between(1,3,Y).
p01 :- e0(X), e0(Z).
p01 :- e3, e1, p00(X,3), compare(O, X, 3), X @=< f(1).
p10(2) :- (e1) ; (p00(X,3), e0(2)).
P::p11(X) :- ((p00(Y,Z), between(1,3,X), T =.. [g, Z], T \== g(0), not e0(Z)) ; (e1, between(1,3,X))), P is X / 4.
0.75::p11(3) :- e3, p11(Y), Y >= 1.
p11(Y) :- Y == 3, p01, between(1,3,Y), Y @< 3.
p20(X) :- e0(2), p20(X).
query(e1).
query(e0(Y)).
query(\+ e2(1)).
evidence(e2(1), true).
