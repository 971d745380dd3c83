0.2::e0(1).
0.9::e0(2).
0.3::e0(2); 0.1::e0(3); 0.3::e0(1).
e1(1).
p00(X,1) :- e1(Y), e0(Y), p00(Z,2), between(1,3,X), Z = Y.
p00(X,1) :- e1(X), p00(3,X), p00(X,X), \+ e0(X), W is X + 2, W < 5.
p00(Y,X) :- (p01, between(1,3,X), between(1,3,Y), W is Y + 2, W < 5, \+ e0(X)) ; (e0(Z), e0(Z), p01, between(1,3,X), between(1,3,Y), Y < 3).
p01 :- p00(X,Y), p01, e0(X), \+ e1(1).
p01 :- p01.
0.8::p10 :- (Z == 3, e1(Y), e1(X), e0(Z)) ; (p00(Z,X), p00(Z,X), p01).
p20(X) :- p20(1), between(1,3,X).
p20(Y) :- p20(Z), p21(Z), e1(Y), Z == Z.
p20(Y) :- (e1(X), p20(X), between(1,3,Y), W is Y + 1, W < 5, X = X) ; (p20(X), p10, e0(X), between(1,3,Y)).
p21(Y) :- (p01, e1(X), p01, between(1,3,Y), X == Y) ; (Y == 2, p10, p20(Y), p20(Y)).
p21(X) :- e0(X).
query(e0(3)).
query(p01).
