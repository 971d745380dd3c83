0.7::e0.
0.3::e1.
0.9::e2.
p00(X,Y) :- X == 2, e1, e1, between(1,3,X), between(1,3,Y).
p01(Y,X) :- e2, between(1,3,X), between(1,3,Y), \+ e0.
0.75::p01(X,X) :- e1, p00(X,Y).
p10(X) :- p00(Y,Z), between(1,3,X), Z = Z, \+ p01(3,Y).
0.3::p20(X) :- e1, e1, p20(Z), between(1,3,X), W is Z + 1, W < 5.
p20(Y) :- p01(Y,1), e2, Y \== 1.
query(p10(3)).
query(p01(1,2)).
