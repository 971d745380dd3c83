0.7::e0.
e1(2).
0.8::e1(1).
0.1::e1(3); 0.2::e1(2).
0.25::e2(3,1).
p00(X,Y) :- Z == 1, e1(Z), e2(Y,2), between(1,3,X), W is Y + 2, W < 5.
0.2::p00(Y,X) :- Y == 2, e0, e1(X), between(1,3,Y), Y =\= 1.
p00(Y,1) <- p00(3,1), e1(X), between(1,3,Y), \+ e0.
0.2::p10 :- p10, e2(Z,1), e1(1), W is Z + 2, W < 5, W is Z + 1, W < 5.
p10 :- p10, p00(Y,Z).
p20 :- e0, e0.
p20 :- e0, p00(Y,X), p10.
query(p10).
query(e0).
query(p00(1,Y)).
