e0(1,2).
0.5::e1(3,2).
e1(2,3).
0.7::e1(1,3).
e1(3,1).
0.8::e2.
e3(3).
p00(X) :- X \== 1, e1(X,Y), p00(X), e0(X,3).
p00(X) :- (e3(X), p01(X,X), \+ e1(X,X)) ; (p00(2), e0(Z,X), e2).
p00(X) :- (e0(2,Z), e2, between(1,3,X), \+ e0(2,Z)) ; (p00(Z), e2, between(1,3,X)).
p01(Y,Y) :- e3(Y), \+ e3(2), Y =\= 2.
p01(Y,Y) :- p01(Z,X), e1(Z,X), e3(3), between(1,3,Y), Y >= 2.
p10(X,Y) :- p01(1,Z), e1(Z,Z), between(1,3,X), between(1,3,Y).
0.2::p10(3,1) :- X \== 1, p10(X,Y), e2, p00(1).
p10(Y,Y) :- p00(X), e0(3,X), p10(X,2), between(1,3,Y), Y =:= 1.
p20(X) :- (e0(Y,Z), p01(1,2), p01(Y,Y), between(1,3,X), Y \== Z, W is Y + 2, W < 5) ; (X == 3, p01(X,3), e3(Z)).
query(p01(Y,X)).
query(e1(X,X)).
