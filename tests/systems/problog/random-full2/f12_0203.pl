0.25::e0(1,1).
0.3::e0(1,1); 0.3::e0(3,3).
0.1::e1(3,2).
0.2::e1(1,2).
e1(1,1).
0.9::e1(2,1).
0.6::e2(2,1).
p00(Y) :- e1(Z,X), between(1,3,Y), W is Y + 3, W < 5, Y @=< 2.
p10(Y,X) :- e1(X,Y), e0(2,3), e2(Z,Y), not p00(3).
P::p10(Y,3) :- (e1(Y,X), e0(Y,Y), e0(Z,Y), compare(O, X, 3), Z < 3), P is Y / 4.
p20(X) :- e2(2,Z), e1(Z,Z), between(1,3,X), X =:= 2, W is X + 3, W < 5.
0.6::p20(X) :- e1(Z,Y), p20(Z), between(1,3,X).
P::p20(Y) :- (p20(Y), e2(3,X), p10(1,2), W is X + 3, W < 5, T =.. [g, X], T \== g(0)), P is Y / 4.
query(p20(X)).
query(p20(Y)).
query(p00(X)).
query(p10(X,X)) :- between(1,2,X).
query(\+ e1(2,3)).
evidence(e0(3,3), true).
