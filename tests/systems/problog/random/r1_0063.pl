0.9::e0.
0.5::e1.
p00(X) :- e2(3), between(1,3,X), X =\= 3, W is X + 3, W < 5.
0.75::p00(Y) :- Y \== 3, e1, between(1,3,Y).
p00(Y) :- e1, e0, between(1,3,Y), \+ e2(1).
p10(X) :- p11(Y), e0, between(1,3,X), \+ e1, Y \== Y.
p10(X) :- e1, between(1,3,X), X == X, \+ p00(X).
p10(1) :- e0, e0, p10(Y), \+ p00(Y).
p11(X) :- e0, p10(Y), p00(1), between(1,3,X), W is Y + 2, W < 5.
p20(X,X) :- e1, e0, p11(3), between(1,3,X), X =:= 3.
0.9::p20(X,1) :- p21(Z,X), e0, p20(3,1).
p20(Y,Y) :- (Y \== 2, e0, between(1,3,Y), W is Y + 2, W < 5) ; (p20(Z,X), e2(Z), e1, between(1,3,Y), \+ e0, Z = Z).
p21(Y,Y) :- p10(2), e1, between(1,3,Y), Y == Y.
p21(X,Y) :- p00(Y), p21(Y,Y), p21(1,Z), between(1,3,X).
p30(Y) :- Y \== 3, e0, p00(Y).
0.5::p30(3) :- e0, p30(X), p00(X), X < 1.
0.75::p30(X) :- Y \== 3, p11(Y), between(1,3,X).
query(p20(X,Y)).
query(p20(3,Y)).
query(e1) :- between(1,2,X).
