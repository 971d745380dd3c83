0.1::e0(2).
0.2::e0(2); 0.3::e0(1).
0.2::e1.
e2.
e3.
p00(X) :- e2, between(1,3,X).
0.1::p00(X) :- (p01(Y), p01(Y), between(1,3,X)) ; (e3, e0(Z), e3, between(1,3,X), W is Z + 3, W < 5).
p01(1) :- e3.
p01(Y) :- (e3, p00(X), e2, between(1,3,Y), W is X + 2, W < 5, Y < 1) ; (e2, p01(Z), e2, between(1,3,Y), Y = 1, \+ e2).
p10 :- X == 3, p00(X), e2, p01(X).
p10 :- Z == 3, p11(Z), p01(1), e2, \+ p00(Z).
p10 :- X == 3, e2, p01(X), e1, X =:= 2.
p11(Y) :- (p01(Y)) ; (p00(X), between(1,3,Y), \+ e2, \+ e0(X)).
p11(1) :- (p11(2), p00(Y), W is Y + 1, W < 5) ; (X \== 2, p10, e0(X), e0(3), X =:= 3).
query(p00(2)).
query(p10).
