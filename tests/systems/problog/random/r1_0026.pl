0.25::e0(3,2).
0.2::e0(3,3); 0.1::e0(1,1).
0.3::e1.
p00(X,2) :- Z == 2, p00(Z,Z), between(1,3,X).
p00(Y,3) :- p00(2,X), e0(2,1), between(1,3,Y), Y = 2, \+ e1.
p01(X,X) :- p00(Y,2), e1, between(1,3,X), W is Y + 1, W < 5.
p01(X,Y) :- e0(X,Z), e0(2,Z), e1, between(1,3,Y).
p01(X,Y) :- (p00(Y,2), e1, between(1,3,X), W is X + 1, W < 5, \+ e0(Y,1)) ; (e1, between(1,3,X), between(1,3,Y), \+ e1).
p10(3,X) :- (p00(X,Y)) ; (e1, p01(Z,X)).
p10(X,Y) :- p00(X,Y), p10(3,Z), \+ p01(3,1).
p11(X,X) :- p10(3,1), between(1,3,X), W is X + 3, W < 5, X = X.
p20(3) :- (p21(X), X >= 1) ; (p01(X,Y), p01(X,3), \+ p00(Y,2)).
p21(Y) :- p11(2,Y).
p30 :- e1.
query(p21(1)).
query(e0(3,Y)).
