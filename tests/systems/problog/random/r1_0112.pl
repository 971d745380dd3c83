e0(3,1).
0.75::e0(3,2).
0.2::e0(3,3).
0.75::e1(1).
e1(2).
e2(1,1).
0.1::e2(3,3); 0.3::e2(1,1); 0.1::e2(2,2).
0.25::e3.
0.3::p00(Y) :- e3, between(1,3,Y), Y =\= 3.
0.5::p01(X) :- X == 2, e0(1,Z), e0(3,3), between(1,3,X), X \= X.
p10(Y,Y) :- e0(X,Z), p10(Z,Z), p10(3,X), between(1,3,Y).
p10(X,3) :- Y \== 1, p10(Y,3), p10(2,Y), between(1,3,X), W is X + 2, W < 5.
p11(Y) :- p01(X), e3, e0(1,X), between(1,3,Y), W is Y + 2, W < 5.
p11(Y) :- X == 1, e2(X,X), p10(1,3), between(1,3,Y), Y == Y.
query(e1(2)).
query(p00(X)).
evidence(e0(3,2), true).
