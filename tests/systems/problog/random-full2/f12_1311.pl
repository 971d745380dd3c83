0.9::e0.
0.6::e1.
0.4::p00(3,2) :- (p00(1,2), p00(X,X)) ; (e0, p00(Z,Y), Z @=< 1).
0.3::p00(Y,X) :- p01(X,X), between(1,3,Y), \+ e1.
p00(Y,2) :- p01(Y,2), p00(Y,Y), p00(3,Y), Y == Y, \+ e0.
p01(3,X) :- p01(1,Z), p01(2,Y), between(1,3,X), W is Z + 2, W < 5.
p01(X,3) <- e0, p01(2,Y), e0, between(1,3,X), \+ e0.
p10(2,1) :- e0, e1, \+ p00(2,3).
p20(X) :- p01(Z,Z), between(1,3,X).
P::p20(X) :- ((p01(Z,3), e0, p00(1,Z), between(1,3,X)) ; (p01(Z,3), between(1,3,X), call(p10, X, X))), P is X / 4.
0.75::p20(2) :- e1, e1.
query(e0).
query(p20(2)).
query(e0) :- between(1,2,X).
query(\+ p20(1)).
