0.9::e0(1).
0.9::e0(2).
0.2::e0(3); 0.1::e0(2); 0.1::e0(1).
e1(2).
0.7::e2(3).
0.3::e3(1).
0.3::e3(3); 0.2::e3(2); 0.3::e3(1).
p00(X,1) :- p00(Z,Z), e1(Z), e2(Z), between(1,3,X).
p00(Y,Y) :- e3(3), e3(X), e1(1), between(1,3,Y).
p00(Y,1) :- e3(X), e2(X), e2(X), between(1,3,Y), Y =\= 3.
p10 :- e3(Y), p00(Y,Y).
p10 :- e3(2), e0(1), e2(X).
p10 :- e2(Z), Z \== Z, W is Z + 1, W < 5.
p11 :- e0(1), e1(2).
p20(1,Y) :- (e1(X), p00(X,Z), e0(Z), between(1,3,Y), Z =\= 1, X = Z) ; (p20(Z,2), p11, between(1,3,Y)).
p20(Y,X) :- (e2(Z), between(1,3,X), between(1,3,Y), Z \== X, X == Z) ; (p10, p00(3,2), between(1,3,X), between(1,3,Y), X == X, Y \== X).
p21 :- X \== 1, p00(X,Y), X =\= 3.
query(e0(X)).
query(e2(X)).
