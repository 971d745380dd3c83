e0(3).
0.5::e1(3,2).
p00(Y) :- e0(2), e0(Y), Y =\= 3, W is Y + 2, W < 5.
p00(Y) :- e1(3,Y).
0.8::p00(X) :- (e0(Z), between(1,3,X), Z =:= 2) ; (X == 1, p00(X), e1(X,X), W is X + 2, W < 5).
p10(X) :- (e0(Z), between(1,3,X)) ; (p10(X), e0(X), e1(X,1), X =\= 2).
p10(X) :- p00(Y), p11(Y,Y), between(1,3,X), Y >= 1, X < 2.
p11(X,X) :- p10(Y), e0(Y), e0(2), between(1,3,X), W is Y + 3, W < 5, \+ e1(Y,3).
p20(2,X) :- p10(X), p20(Y,X), p00(1), W is Y + 2, W < 5, X >= 1.
0.8::p20(X,X) :- e1(2,1), between(1,3,X), X \= X.
p21 :- (p21) ; (e0(Z), e0(Z), e1(1,1), W is Z + 1, W < 5).
p21 :- e0(Y), p00(Y), W is Y + 3, W < 5.
p30(X) :- p21, p10(3), between(1,3,X), \+ e1(X,1), \+ e1(X,3).
0.3::p30(X) :- p30(3), between(1,3,X).
p31(Y) :- p21, e0(X), between(1,3,Y), X \== Y.
p31(2) :- p30(2).
0.7::p31(Y) :- (p21, p20(X,X), p21, between(1,3,Y)) ; (p11(X,Z), p20(Z,Z), between(1,3,Y)).
query(p10(Y)).
query(p20(X,Y)).
