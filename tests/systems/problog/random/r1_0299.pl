e0.
0.6::e1(2,1).
e1(3,1).
0.2::e2(1,1).
p00(X) :- e0, between(1,3,X), W is X + 2, W < 5.
p00(3) :- e0.
p00(X) :- e1(X,X), X =:= 2, W is X + 3, W < 5.
p01(Y,X) :- p01(1,Y), e2(Z,Y), e2(3,X), Y =\= 2, W is Z + 1, W < 5.
p01(3,Y) :- p01(Y,1), e1(X,1).
p10(X) :- e1(X,X), e1(3,Y), W is Y + 2, W < 5.
p10(Y) :- p10(X), p01(1,X), between(1,3,Y).
query(e2(1,1)).
query(p10(2)).
query(e1(X,X)).
