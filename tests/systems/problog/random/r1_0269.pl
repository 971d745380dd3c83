0.4::e0.
0.2::e1(3).
0.9::e1(2).
0.2::e2(1,2).
e2(2,2).
0.3::e2(3,3).
e2(3,2).
p00(Y) :- (p01, p00(1), between(1,3,Y), Y =:= 2, \+ e1(3)) ; (e2(X,Z), e0, between(1,3,Y), Z >= 1).
0.5::p00(Y) :- e0, between(1,3,Y), Y \== 3.
p00(Y) :- p00(1), p01, p01, between(1,3,Y), W is Y + 1, W < 5.
p01 :- p01, e1(Z), p01.
p10(X) :- (p01, between(1,3,X), \+ p01, W is X + 2, W < 5) ; (X == 2, p01, p10(3), p00(1), between(1,3,X), \+ e2(X,X)).
p20(Y,X) :- X \== 2, p20(3,X), e0, between(1,3,Y).
p20(X,Y) :- (p21(X), p20(X,Z), between(1,3,Y), X \= 1) ; (p20(Z,1), p10(Y), between(1,3,X), X >= 2, Y \= 2).
0.9::p20(X,Y) :- e1(Z), between(1,3,X), between(1,3,Y), W is X + 2, W < 5, \+ e2(Y,2).
p21(X) :- e1(X), X < 1.
p21(Y) :- (Y \== 1, e2(1,Z), p21(2), between(1,3,Y)) ; (Y \== 3, p01, p10(X), e2(X,3), between(1,3,Y), W is Y + 1, W < 5).
p21(3) :- p00(Y), e1(Y), p10(Y).
p30(Y) :- e1(X), between(1,3,Y), X =\= 1, X \= 3.
p30(Y) :- p20(X,2), between(1,3,Y), X =:= 1.
p31(Y,X) :- p20(X,Y), X = 1, \+ p10(X).
p31(X,Y) :- p20(X,Y), p01, e2(X,X), W is Y + 3, W < 5, X < 3.
p31(X,Y) :- e2(1,3), p30(X), e0, between(1,3,Y).
query(p20(2,3)).
query(p21(Y)).
