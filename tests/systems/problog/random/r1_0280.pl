0.9::e0(3).
e1(3,1).
0.2::e1(3,3); 0.2::e1(1,1).
p00(X) :- e1(Y,Y), e1(Z,Y), between(1,3,X), W is Z + 2, W < 5.
p00(X) :- X \== 3, e1(Z,Z), e1(Z,Z), p00(1), between(1,3,X), \+ e1(3,Z).
p00(Y) :- e1(X,X), between(1,3,Y), Y < 1.
p10 :- e0(Y), p00(Y), e1(X,Y).
p10 :- p10.
0.8::p11(Y) :- (p10, between(1,3,Y)) ; (p00(X), e1(X,X), e0(Y), W is X + 2, W < 5, W is X + 3, W < 5).
p11(Y) :- e0(X), between(1,3,Y), \+ e1(X,X).
0.6::p11(2) :- (e1(X,Z), p00(X), p00(3), \+ e0(2)) ; (e0(Y), e0(X), p10, \+ e0(Y), X >= 3).
query(e1(X,2)).
