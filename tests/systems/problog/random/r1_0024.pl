0.7::e0(1,1).
e0(2,2).
0.3::e0(2,1).
0.3::e1.
e2(3).
0.2::e2(2); 0.2::e2(3).
p00(Y) :- p01(2,3), e2(Z), p01(Y,Z).
p00(Y) :- e2(X), e1, e0(X,3), between(1,3,Y), \+ e1.
0.7::p01(1,Y) :- (Z \== 3, p00(Z), p00(Z), between(1,3,Y), W is Z + 3, W < 5) ; (e1, e0(X,Z), e0(Z,Z), between(1,3,Y), X = Y, W is Y + 2, W < 5).
0.75::p01(Y,2) :- e0(Y,3), \+ e1.
p10 :- p10, p00(3), e1.
p11(Y) :- (p01(2,Z), between(1,3,Y), Z =:= 2, \+ e0(Z,Z)) ; (p10, e0(Y,X), e2(1), \+ e0(X,X)).
query(p10).
query(p01(X,2)).
evidence(e1, false).
