0.4::e0(2).
0.7::e0(1).
0.1::e0(3).
0.3::e1(1,2).
0.2::e1(2,2); 0.1::e1(3,3).
0.4::p00(1) :- (p00(X)) ; (p01(Y,3), Y == Y, Y = 1).
p00(Y) :- e1(1,Y), p00(Y), Y =\= 2.
p00(2) :- (p00(Z), \+ e1(Z,Z)) ; (p01(X,Z)).
p01(X,X) :- e0(Z), between(1,3,X).
p01(Y,X) :- e1(Y,X), p00(2), p00(Y), X < 1, Y < 3.
p01(X,Y) :- p01(2,2), between(1,3,X), between(1,3,Y).
p10 :- p11(Z,Z), e1(Z,Z), \+ e0(2).
p11(3,Y) :- e0(X), p10, e0(X), between(1,3,Y), X \== X.
p20(X) :- p01(Y,1), p01(X,Y).
0.9::p20(Y) :- (p20(2), p01(X,Y), p00(Z), X >= 2) ; (p21(Z), p01(Z,Z), between(1,3,Y), Z = 2, W is Z + 2, W < 5).
p20(X) :- (p20(Y), p00(2), between(1,3,X), \+ p00(X), Y =:= 3) ; (X \== 3, p00(3), p10, between(1,3,X), X =\= 3).
p21(Y) :- (Y == 3, e0(3), between(1,3,Y)) ; (e1(X,3), p00(1), between(1,3,Y)).
p21(X) :- p11(Z,Y), between(1,3,X), Z =\= 1, W is Y + 3, W < 5.
p21(X) :- (p10, p21(X), p21(X), \+ p01(2,3), X = 2) ; (X == 1, p10, between(1,3,X)).
query(p21(2)).
query(p21(3)).
query(p11(X,X)) :- between(1,2,X).
evidence(p01(2,3), false).
