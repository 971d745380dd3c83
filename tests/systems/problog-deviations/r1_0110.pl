0.5::e0(1,1).
e1(2).
0.9::e1(3).
0.2::e1(3); 0.2::e1(2); 0.3::e1(1).
p00(X) :- e0(1,Z), between(1,3,X), \+ e1(X), W is Z + 2, W < 5.
p00(3) :- e0(Y,Z), Y < 3, \+ e0(Y,Z).
p00(Y) :- p00(Z), p00(1), between(1,3,Y), W is Y + 3, W < 5, Y == Z.
p10(3,Y) :- (p00(2), p00(Z), p10(3,1), between(1,3,Y)) ; (p00(X), p11(X,X), e1(Z), between(1,3,Y), W is X + 3, W < 5, X < 3).
p11(2,Y) :- Y \== 2, p00(1), between(1,3,Y).
0.2::p11(1,X) :- Z \== 1, e0(Y,Z), e1(Z), between(1,3,X).
p11(X,X) :- e1(Z), p10(X,Y), e1(X).
p20(Y) :- Z \== 2, p00(Z), p10(X,Y).
0.75::p20(1) :- e0(X,X), p11(3,X), p21(3), \+ e1(X), X >= 1.
p21(2) :- p21(Y), p11(Z,Y), p00(1).
p21(X) :- (p11(2,2), p00(Y), between(1,3,X), \+ p11(3,X), W is X + 3, W < 5) ; (p20(Z), p00(2), between(1,3,X), W is Z + 3, W < 5).
p30 :- (p10(Y,1)) ; (p11(Z,Z), p11(Y,Z)).
p30 :- p10(Z,3), p30, Z = Z.
p30 :- p21(Y), p10(3,2), p11(Y,Y).
query(p11(Y,Y)).
query(p00(3)).
query(e0(X,X)) :- between(1,2,X).
