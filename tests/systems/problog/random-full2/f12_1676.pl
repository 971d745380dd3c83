0.6::e0.
0.2::e1(1).
0.4::e2(2).
0.1::e2(3).
p00(Y,X) :- Y == 2, e2(2), e0, p00(1,Y), between(1,3,X), W is Y + 1, W < 5.
P::p00(X,X) :- ((e0, e2(Z), between(1,3,X), Z =:= 2) ; (e1(Z), e1(Z), e0, between(1,3,X))), P is X / 4.
P::p10(Y) :- (p00(Y,Z), p00(Z,Y), e2(Z)), P is Y / 4.
p20(X) :- e1(1), e0, e2(Z), between(1,3,X), T =.. [g, Z], T \== g(0).
0.4::p20(Y) :- e0, e1(3), e0, between(1,3,Y), Y == Y.
p21(X) :- p00(Z,Z), between(1,3,X), W is Z + 1, W < 5.
query(e0).
query(p00(X,2)).
query(e1(2)).
query(\+ e1(1)).
