0.8::e0(3,1).
0.2::e0(1,2).
0.75::e0(2,1).
p00 :- (p00) ; (p00, \+ e0(2,3)).
p10(Y,X) :- e1(Y), between(1,3,X), X == Y, X < 1.
p20(X) :- e0(Z,X), p00.
p20(X) :- p10(1,1), e0(3,2), between(1,3,X), X =:= 3, \+ e0(X,X).
0.7::p20(Y) :- Y == 1, e1(1), between(1,3,Y), Y =:= 3.
p21 :- (p20(X), W is X + 1, W < 5, X \= X) ; (p10(Z,Y), e0(2,1), W is Y + 1, W < 5).
query(p20(X)).
query(p20(X)).
evidence(p21, false).
