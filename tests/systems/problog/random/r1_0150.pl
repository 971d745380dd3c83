e0(1,2).
0.25::e0(3,2).
e0(2,1).
0.75::e1.
p00(X) :- (e1, e1, between(1,3,X), W is X + 3, W < 5) ; (X == 3, p00(X), e0(X,Z), X = X).
p10 :- p00(X), p00(X), p10.
p10 :- X \== 3, e0(X,X), p00(X), \+ e1.
p20(Y,X) :- e0(Y,Z), p21(2,Y), between(1,3,X).
p20(X,Y) :- (p20(Y,Y), e0(Y,Y), between(1,3,X), X < 2, W is X + 1, W < 5) ; (p21(Z,2), p21(2,Z), e1, between(1,3,X), between(1,3,Y)).
p20(X,1) :- (p10, e1, e0(Z,X), W is Z + 2, W < 5, \+ e0(X,Z)) ; (p21(Z,Z), p20(2,Z), e1, between(1,3,X), W is Z + 2, W < 5, X == Z).
p21(X,X) :- e1, e1, e1, between(1,3,X).
p21(X,X) :- X \== 3, p21(3,Y), between(1,3,X), \+ e1.
p21(X,X) :- X == 1, p21(3,3), between(1,3,X).
query(p21(2,X)).
query(p00(Y)).
evidence(p00(3), true).
