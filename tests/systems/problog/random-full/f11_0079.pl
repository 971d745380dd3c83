0.5::e0.
0.75::e2(3,3).
p00(X) :- e1(Z), between(1,3,X).
p01(Y,2) :- p00(2), between(1,3,Y), Y =:= 1.
p10(Y,Y) :- e2(X,X), between(1,3,Y), X =\= 3.
P::p10(2,Y) :- (p11(2,X), e2(X,Y), e1(Y)), P is Y / 4.
p10(Y,1) :- e1(X), p11(2,Y), X == 2, X < 2.
p11(3,X) :- e0, p10(Y,Y), between(1,3,X).
p20 :- p11(X,1), p11(1,Y).
p20 :- p01(X,X), X =:= 1.
p30(Y) :- p20, between(1,3,Y), Y =:= 2, \+ e1(Y).
0.3::p30(X) :- p30(Y), p10(Y,Y), p00(Z), between(1,3,X), W is Y + 1, W < 5.
query(e1(1)).
query(e0).
query(\+ e1(2)).
