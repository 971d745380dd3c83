0.6::e0.
e1(3,2).
e1(2,1).
0.2::e1(3,3); 0.3::e1(1,1); 0.1::e1(2,2).
0.6::e2.
0.2::p00(Y) :- e0, e0, e0, between(1,3,Y), W is Y + 3, W < 5.
p00(X) :- p00(Y), p01(Z), p01(Z), between(1,3,X).
p01(X) :- p00(Y), p00(Y), between(1,3,X), W is Y + 2, W < 5.
p01(X) :- e1(X,3), e1(X,X), e2, W is X + 3, W < 5, X =:= 2.
p01(1) :- Z == 3, p01(Z), W is Z + 2, W < 5.
0.1::p10 :- (e2) ; (p11(Z), e0, e0).
p11(Y) :- p00(Z), p01(Z), p01(Z), between(1,3,Y).
p20 :- p21, p21, p01(1), \+ p11(3).
p20 :- p11(3), p00(Y), p20, Y < 2.
0.1::p21 :- (p01(X), p11(Y)) ; (p01(Z), p20, p00(Z), \+ e2).
0.6::p21 :- p00(2), p10, p01(Y).
p30(Y) :- e2, e1(3,Z), between(1,3,Y), W is Y + 3, W < 5, Y =:= 3.
p30(Y) :- p11(X), p10, between(1,3,Y).
p31(Y,X) :- p21, between(1,3,X), between(1,3,Y), Y \== Y.
0.4::p31(X,Y) :- e0, p11(X), p30(Y), \+ p21.
p31(Y,X) :- e2, e0, e1(Z,Y), between(1,3,X), W is Y + 2, W < 5.
query(p20).
query(e2).
query(p00(2)).
