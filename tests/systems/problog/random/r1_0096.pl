0.3::e0.
e1.
p00(2) :- p01(X), p01(Y).
0.7::p00(X) :- (e1, between(1,3,X)) ; (p01(3), between(1,3,X), \+ e1).
p00(X) :- X == 3, p01(1), between(1,3,X).
p01(2) :- (p00(X), e0, p01(1), X == X, \+ e1) ; (e0).
p01(X) :- p00(Z), e1, p00(Z), between(1,3,X), W is Z + 1, W < 5, X == Z.
p10(Y) :- Y \== 2, p10(3), p01(Y), \+ p00(3).
p20(Y,Y) :- e0, e0, between(1,3,Y).
0.75::p20(2,Y) :- p10(3), e1, p20(Y,Z), Z >= 2, W is Z + 1, W < 5.
p21 :- p10(X), p21, e0, \+ p00(X), X = X.
0.4::p21 :- p21, p10(Z), e1.
p21 :- p21.
0.2::p30(Y) :- Y \== 2, p10(Y), p30(Y), W is Y + 3, W < 5.
0.2::p30(X) :- p30(Z), p21, between(1,3,X).
p30(Y) :- (Y == 1, p20(Y,Y), \+ e0) ; (e0, e1, between(1,3,Y)).
query(e1).
query(e0).
query(p30(3)).
query(p10(X)) :- between(1,2,X).
evidence(p01(3), true).
