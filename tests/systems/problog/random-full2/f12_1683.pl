0.8::e0.
e1(1,1).
0.6::e2(1).
e2(2).
0.2::e2(2); 0.2::e2(3).
P::p00(X,X) :- ((Z == 3, e2(Z), e1(X,2), e1(Z,Z), Z =:= 3) ; (e1(1,2), e1(Y,Y), between(1,3,X))), P is X / 4.
p00(X,X) :- X == 2, e0, e0, e0, between(1,3,X).
p00(Y,X) :- (e2(Z), between(1,3,X), between(1,3,Y)) ; (e1(1,X), e2(X), e0, between(1,3,Y), W is Y + 3, W < 5, compare(O, Y, 3)).
p10(X,X) :- p00(3,1), e2(1), e2(Z), between(1,3,X), Z \== Z, \+ e1(3,Z).
query(e1(Y,X)).
query(\+ e0).
