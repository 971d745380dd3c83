0.2::e0(2,3).
0.3::e0(2,2); 0.3::e0(1,1).
0.75::e1.
p00(Y) :- e1, between(1,3,Y).
p00(Y) :- e0(Z,Y), p01(Y,Y), e0(3,Y).
p01(X,X) :- p00(3), between(1,3,X), X =\= 1, X =:= 3.
p01(Y,X) :- e0(Z,Z), between(1,3,X), between(1,3,Y).
p01(Y,Y) :- e0(X,X), between(1,3,Y).
p10(Y) :- (e1, p10(Z), between(1,3,Y), Y =:= 2) ; (p01(3,X), between(1,3,Y), \+ e0(1,2)).
p10(X) :- e1, p10(1), between(1,3,X).
p10(X) :- p11(2,X), p00(X), X = X.
p11(X,Y) :- (p10(Z), e0(Z,Z), between(1,3,X), between(1,3,Y), W is Y + 1, W < 5) ; (e0(X,1), p11(3,Y), e1, W is Y + 1, W < 5, Y =:= 1).
0.3::p20 :- p10(X), e0(X,X), p21(X,X), X < 3.
p21(Y,X) :- (p11(X,Y), p00(Y), p11(2,Y), \+ p00(2), \+ p00(X)) ; (p00(3), p01(3,X), e0(1,X), between(1,3,Y)).
p21(Y,X) :- p01(Y,1), between(1,3,X).
p30(Y) :- p30(1), between(1,3,Y), Y =:= 2, Y >= 1.
query(e1).
query(p00(2)).
evidence(p21(2,1), true).
