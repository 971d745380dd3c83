0.2::e0(1).
0.3::e0(2); 0.3::e0(3); 0.1::e0(1).
0.75::e1(2,2).
0.4::e2.
0.1::e3(3,2).
p00(Y) :- p00(Y), e2, e0(Y).
p00(Y) :- (e1(Y,Z), Z < 3) ; (e2, e2, e2, between(1,3,Y), \+ e3(Y,Y), W is Y + 2, W < 5).
p10(Y) :- Y == 2, p10(Y), p00(2).
p11(Y) :- p00(Y), Y = Y.
p11(X) :- (e2, p10(Z), between(1,3,X), Z \== 2) ; (X \== 2, X == 2, e1(X,X)).
p11(X) :- e0(Z), between(1,3,X), X =\= 2.
p20(3) :- (p00(2), p00(Y), \+ e1(Y,Y), W is Y + 3, W < 5) ; (p00(Z)).
p20(X) :- X == 1, e3(Z,X), W is Z + 2, W < 5.
query(p20(Y)).
query(e0(1)).
query(e3(2,X)).
evidence(e2, true).
