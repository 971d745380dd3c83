0.7::e0.
e1(3).
p00(Y,2) :- p00(1,Z), p01(X,Z), e0, between(1,3,Y).
0.75::p00(X,Y) :- p01(Y,Y), between(1,3,X).
p00(X,Y) :- e0, e0, p01(1,X), between(1,3,Y).
p01(Y,1) :- p00(Z,X), e0, between(1,3,Y), W is Z + 1, W < 5.
0.2::p01(Y,Y) :- p01(Y,Y), Y < 1.
p10(Y,X) :- p00(X,Y), e0, e0.
query(p01(Y,3)).
