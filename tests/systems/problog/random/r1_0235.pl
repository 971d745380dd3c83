e1(2,1).
0.3::p00(X) :- p01(Y,Y), e0(3), between(1,3,X).
0.2::p00(X) :- p01(2,1), e1(2,2), e0(Y), between(1,3,X), Y = 3.
p00(X) :- p01(Y,3), e1(Y,Y), between(1,3,X), X >= 2.
p01(Y,3) :- e0(X), p01(Z,Z), e0(3), between(1,3,Y), X = Z.
0.9::p01(Y,2) :- p01(1,1), p00(1), p01(Z,Z), between(1,3,Y), Y \== Y.
p10 :- e1(Z,X), W is X + 1, W < 5, W is Z + 1, W < 5.
p10 :- p10, \+ p01(1,1).
p20(Y) :- Y == 3, p01(2,Y), p00(Y), e1(X,Y), W is X + 3, W < 5.
p21(X) :- p00(Z), p20(3), between(1,3,X), W is X + 3, W < 5.
query(e1(Y,2)).
query(p00(3)).
evidence(p21(1), true).
