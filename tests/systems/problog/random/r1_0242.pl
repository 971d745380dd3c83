e0(2).
0.2::e0(3); 0.1::e0(2).
0.2::e1(1,2).
p00(Y) :- p00(Y), e0(2).
0.5::p10 :- p11(X,Z), e1(X,Z), \+ e0(X), Z =\= 2.
p10 :- Y \== 1, p11(Z,Y), e1(2,Y), \+ e0(Y).
p10 :- e0(3), e1(Y,X), p10, \+ p00(Y).
p11(2,X) :- e1(X,X), e1(X,X).
0.8::p11(3,X) :- p11(Y,Z), e0(2), p11(2,X), X = X.
p11(X,X) :- (e2(Y), e1(Y,Z), p11(1,Z), between(1,3,X), Z =\= 1, Y == X) ; (e1(X,3), e2(3), X < 1, X == X).
p20(1,3) :- p20(X,Y), p20(Y,Z), p11(Z,X).
p20(X,Y) :- e0(X), between(1,3,Y), W is X + 1, W < 5, W is Y + 3, W < 5.
p20(X,1) :- p11(Y,Y), e0(Z), p11(Y,Z), between(1,3,X), X == X, \+ p10.
query(e0(2)).
query(e1(X,X)) :- between(1,2,X).
evidence(e0(2), false).
