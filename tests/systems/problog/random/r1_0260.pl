e0.
0.9::e1.
p00(X,3) :- p00(3,1), e0, e0, between(1,3,X), X < 1, X \== 3.
p00(X,Y) :- e1, e1, e1, between(1,3,X), between(1,3,Y), Y < 1.
p10(Y,2) :- e0, p00(Y,2), e1, Y < 1.
p10(3,Y) :- (e1, p00(3,2), between(1,3,Y), Y < 2) ; (p00(1,Z), p10(Z,Z), e1, between(1,3,Y), W is Y + 2, W < 5).
p20(3) :- e1, e0, p20(3), \+ p00(1,3).
0.5::p20(Y) :- (p10(2,Z), e1, p10(3,3), between(1,3,Y), Y == Y, \+ e0) ; (p00(3,Y), p20(Y)).
p20(X) :- p10(Y,Y), p00(Y,Y), between(1,3,X).
p21 :- p21.
p30(3,X) :- p31(3), p31(X).
p30(1,X) :- X \== 1, p20(2), e1, p31(1), between(1,3,X), X < 3.
p31(Y) :- p10(3,Z), p20(Y), e0.
p31(Y) :- (p20(X), between(1,3,Y)) ; (p10(X,2), between(1,3,Y), Y \= X, W is X + 1, W < 5).
p31(X) :- p31(X), p10(2,1), p30(X,X), \+ p00(2,X).
query(p10(3,1)).
evidence(p00(2,3), false).
