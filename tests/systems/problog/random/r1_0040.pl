0.3::e1.
0.6::e2(1).
0.1::e2(2).
0.4::e2(3).
p00(Y) :- p00(1), e0(1), e2(2), between(1,3,Y), \+ e2(1), Y =:= 2.
p01(Y,X) :- p00(1), e0(Z), between(1,3,X), between(1,3,Y).
p01(X,X) :- p00(Y), between(1,3,X).
p01(Y,Y) :- e1, p01(X,1), between(1,3,Y), X == X.
p10 :- e2(1), \+ e0(1).
0.5::p20(X) :- p10, p00(Z), between(1,3,X), Z < 2.
p20(X) :- p00(3), between(1,3,X), \+ p10.
p21(Y) :- (e1, p00(Y)) ; (p21(Y), W is Y + 2, W < 5).
query(e1).
query(p10).
query(e1) :- between(1,2,X).
