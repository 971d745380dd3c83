e0(2,1).
0.9::e0(3,2).
0.5::e1.
0.6::e2(1,3).
0.4::e2(3,2).
0.2::e2(2,1).
0.2::e2(3,3); 0.2::e2(1,1).
p00(Y) :- p00(Z), between(1,3,Y), Z =\= 3.
0.2::p00(X) :- e1, between(1,3,X), \+ e0(X,X), \+ e2(X,3).
p00(X) :- e1, between(1,3,X), \+ e2(1,X), W is X + 3, W < 5.
p01(Y) :- (Y == 1, e2(Y,Y), \+ e1) ; (X == 2, p00(2), e0(X,Z), between(1,3,Y)).
p10 :- e1.
p20(X,Y) :- (p20(3,Z), e2(Z,Z), between(1,3,X), between(1,3,Y), W is Y + 1, W < 5) ; (Y \== 2, p20(X,X), e1, e1, between(1,3,Y)).
p20(X,Y) :- e1, p10, between(1,3,X), between(1,3,Y), X \= Y.
p21 :- p20(X,Y).
p30(X,Y) :- (p21, between(1,3,X), between(1,3,Y)) ; (p30(Y,Z), between(1,3,X), W is X + 3, W < 5).
p30(X,X) :- p30(Y,X), p20(Y,1), X =:= 2.
0.9::p30(Y,X) :- p20(1,Y), e1, p10, between(1,3,X), \+ p20(X,X).
query(p21).
query(p01(X)).
query(e2(1,Y)).
evidence(p01(1), false).
