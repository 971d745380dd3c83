e0(2,1).
0.25::e1(1,3).
0.1::e1(2,2).
0.1::e1(3,3); 0.2::e1(2,2).
p00(3,X) :- (e1(Y,Z), p00(Z,Y), between(1,3,X), X =:= 1) ; (e1(3,3), between(1,3,X)).
p10(Y,1) :- (e0(X,Y), p00(Y,2), e1(Y,1), X < 1) ; (p10(2,X), between(1,3,Y)).
p10(X,X) :- p10(Y,3), between(1,3,X), W is X + 3, W < 5.
0.3::p10(Y,X) :- X == 1, p10(2,Z), between(1,3,X), between(1,3,Y).
p11(X,X) :- (e1(Z,X), e1(Z,Z), e0(X,3), Z \== X, X = Z) ; (p11(1,Z), p11(X,Z), \+ e1(3,X), W is X + 3, W < 5).
p11(Y,Y) :- e1(Z,Z), p11(Z,2), between(1,3,Y), \+ e1(2,3).
query(p11(Y,Y)).
query(p11(Y,3)).
query(e0(Y,Y)).
