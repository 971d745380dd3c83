0.9::e0(3).
0.1::e0(2); 0.3::e0(3).
p00(X,Y) :- e0(Z), between(1,3,X), between(1,3,Y).
p00(Y,1) :- (e1(Y), e1(Y)) ; (e0(Z), between(1,3,Y), Y \= Z).
p10(Y,Y) :- e0(Y), p00(Y,Z), e0(3).
p10(Y,X) :- p00(Y,1), e1(Y), e0(Y), between(1,3,X), W is Y + 1, W < 5.
p10(X,X) :- p10(Y,X), p10(X,1), W is X + 1, W < 5.
p11(3,X) :- p10(X,Z), X >= 1.
0.9::p20 :- e1(Z).
p21(X) :- p20, between(1,3,X).
p21(Y) :- X == 2, p10(1,X), p11(3,X), between(1,3,Y), \+ p00(3,2).
p21(Y) :- Y == 2, p20, p20, between(1,3,Y), Y < 1.
query(e1(2)).
query(e1(X)).
