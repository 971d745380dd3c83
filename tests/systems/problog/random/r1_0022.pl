e0(1,3).
0.25::e0(3,2).
e0(1,1).
0.2::e1(1).
0.7::e2(3).
0.9::e3(3).
0.2::e3(2).
p00(X) :- e3(Y), between(1,3,X), \+ e2(X), Y =\= 1.
p00(X) :- Z \== 1, e0(Z,X), W is X + 3, W < 5.
0.4::p10(Y,X) :- Y == 1, p00(X), between(1,3,Y).
p10(X,Y) :- e0(Y,Y), e3(2), between(1,3,X), W is X + 2, W < 5, W is Y + 1, W < 5.
p10(X,Y) :- e2(X), e3(X), between(1,3,Y).
0.5::p11(Y) :- e3(X), e3(3), p00(Z), between(1,3,Y).
p11(X) :- e0(X,X).
p20(X) :- e3(Z), p10(X,Z).
p21(2) :- p20(1), p10(X,1), X == X, W is X + 1, W < 5.
p21(X) :- Z == 2, p20(Z), e3(1), between(1,3,X).
p30(2) :- p30(1), e1(3), e3(Z), Z < 2.
query(p11(X)).
query(p20(X)) :- between(1,2,X).
