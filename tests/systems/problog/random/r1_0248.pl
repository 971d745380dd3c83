e0(3,2).
0.1::e0(3,3); 0.2::e0(1,1); 0.3::e0(2,2).
e1(1).
e1(2).
0.75::e2(3,3).
0.8::e2(1,2).
0.1::e2(1,3).
p00(X) :- X == 3, e0(Y,1), e1(Y), between(1,3,X), \+ e1(X).
0.4::p00(X) :- e0(3,X), X \== X, X = 2.
p00(Y) :- e1(Z), e1(3), e1(Z), between(1,3,Y), Z =:= 2.
0.5::p10(Y,X) :- (Y == 2, e0(Z,Z), p00(Z), e2(Z,3), between(1,3,X), between(1,3,Y)) ; (p11(Y,X), p00(X)).
0.8::p10(Y,X) :- (e1(Y), between(1,3,X), W is X + 1, W < 5) ; (p00(Y), e1(Y), e2(1,Z), between(1,3,X)).
p10(Y,3) :- e2(2,X), between(1,3,Y).
p11(1,3) :- (e0(X,Y), p10(X,Y), W is Y + 3, W < 5) ; (p10(3,1)).
p11(X,Y) :- p00(Z), between(1,3,X), between(1,3,Y), \+ e2(1,Y).
p20(2,Y) :- (p21(Z), p21(2), p21(Z), between(1,3,Y), Z =\= 3) ; (e2(2,X), e1(X), between(1,3,Y)).
p20(3,X) :- p20(Z,2), between(1,3,X), X = Z, \+ p10(X,Z).
p20(Y,3) :- e2(Z,2), e2(3,Z), p00(1), between(1,3,Y).
p21(Y) :- e1(Y), e0(Y,3).
0.5::p30(Y,X) :- (Y \== 1, e1(Y), p31(Y), e1(X), X =:= 3) ; (X \== 3, p21(Y), p21(Y), p20(Y,Y), between(1,3,X)).
0.75::p31(Y) :- e2(X,Z), p21(2), between(1,3,Y), \+ e2(Y,X).
query(p20(X,Y)).
query(p00(2)).
query(p20(X,3)).
