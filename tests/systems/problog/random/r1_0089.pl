0.2::e0.
0.75::e1(3,3).
0.6::e1(1,2).
p00 :- p00, p00, \+ e0.
p01(Y,Y) :- Y == 1, e0, p00, e0, between(1,3,Y).
p01(X,Y) :- e0, between(1,3,X), between(1,3,Y).
p10(Y) :- p01(3,X), p01(2,X), between(1,3,Y).
p10(Y) :- p10(1), p10(1), e0, between(1,3,Y), Y < 3, \+ p00.
p10(X) :- (p00, p00, between(1,3,X), W is X + 1, W < 5) ; (e0, p00, e1(X,X)).
p20(Y,X) :- p20(Y,X), Y == X, \+ e1(Y,Y).
p20(3,1) :- (e0, e1(Y,Z), p10(Y), \+ p01(Y,Z)) ; (e1(Z,1), Z \= Z).
p20(Y,X) :- X == 3, p20(Z,X), p20(X,X), e1(2,Z), between(1,3,Y), \+ p00.
query(p00).
query(p00).
query(e1(3,Y)).
