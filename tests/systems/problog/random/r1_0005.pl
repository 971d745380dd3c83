e0(3,2).
0.8::e0(2,3).
0.7::e1(3).
e1(1).
0.5::e2(2).
p00(X) :- p00(3), p00(2), between(1,3,X), W is X + 2, W < 5.
p00(X) :- e0(Z,2), e1(Z), between(1,3,X), W is X + 2, W < 5.
p10(X) :- X \== 2, e0(3,1), p00(Y), e1(2), between(1,3,X).
p10(Y) :- Y == 1, p00(1), between(1,3,Y).
p20(X,X) :- p00(3), e0(3,3), between(1,3,X), X >= 1, X < 3.
p20(X,X) :- e1(1), between(1,3,X), X == 2, \+ e2(X).
0.6::p20(1,Y) :- p20(X,X), e2(X), between(1,3,Y), \+ p00(Y), W is X + 1, W < 5.
query(e1(X)).
query(e0(2,3)).
evidence(p00(3), true).
