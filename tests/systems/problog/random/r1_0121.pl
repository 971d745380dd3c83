0.6::e0(1).
0.4::e0(2).
0.6::e0(3).
e1(1,1).
0.2::e1(1,1); 0.2::e1(3,3); 0.3::e1(2,2).
0.7::p00(Y,Y) :- e1(3,Z), between(1,3,Y), Y < 3.
p00(Y,3) :- (e0(Z), between(1,3,Y), Z = 2) ; (e0(X), p00(Z,3), between(1,3,Y), W is Y + 3, W < 5).
p10 :- (p10, \+ e0(2)) ; (p10, e1(Z,Z), e0(X), Z = X, W is Z + 2, W < 5).
0.1::p10 :- Y == 2, p10, p00(Y,Z), p00(X,Y), \+ p00(X,X).
p10 :- p00(X,1), e0(2), e0(X), X == X, X == X.
p11(Y) :- e1(3,Y), p11(X), p10, \+ e1(Y,X).
p20(X,X) :- (X \== 3, p10, between(1,3,X)) ; (X == 1, p20(2,X), p21(X), e0(X), \+ p11(X)).
p20(Y,2) :- p10, p10, between(1,3,Y), Y = Y, Y >= 3.
p20(X,X) :- (X == 3, p21(X), p00(2,X), \+ p11(X)) ; (p20(X,Y), e0(Y), p21(X), Y =:= 2, X == X).
p21(Y) :- p00(X,3), between(1,3,Y).
p21(Y) :- p11(Z), p20(1,Z), p11(X), between(1,3,Y).
0.7::p30(3) :- p30(X).
0.5::p30(Y) :- (p11(Z), between(1,3,Y)) ; (p11(3), between(1,3,Y), Y < 3, Y = 2).
query(p30(X)).
query(p00(2,X)).
query(p21(Y)).
query(p00(X,X)) :- between(1,2,X).
evidence(p20(2,3), false).
