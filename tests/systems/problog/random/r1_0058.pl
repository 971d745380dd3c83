e0(3).
0.1::e0(1).
e1(3).
0.2::e1(1).
0.1::e1(3); 0.1::e1(1).
p00(Y) :- Z == 3, e1(Z), p00(Z), e1(1), between(1,3,Y).
p00(X) :- e1(Y), p00(Y), p00(Y), between(1,3,X).
p00(Y) :- p00(Z), between(1,3,Y), Z == Z.
p10(X) :- p10(1), between(1,3,X), X = X, X == X.
p10(X) :- e1(Y), p10(Y), e1(3), between(1,3,X), W is Y + 2, W < 5.
p10(2) :- e1(Z), e1(X), \+ p00(2).
p20(Y,Y) :- p00(3), p00(X), p20(X,X), between(1,3,Y), \+ p10(3).
p21 :- p20(X,Y), e0(Y), \+ e1(X).
p21 :- e1(Z), e0(X), e1(Z).
p21 :- (p00(Y), p10(Y), Y =\= 3) ; (e0(Z), e0(Z), e0(Z), Z == Z).
query(e1(1)).
