0.5::e0.
e1.
p00(X,3) :- e0, e1, e0, between(1,3,X), compare(O, X, 1), compare(O, X, 2).
p10(Y) :- p11(Z), e1, e1, between(1,3,Y).
P::p11(Y) :- (p11(Z), e0, between(1,3,Y)), P is Y / 4.
P::p20(X) <- (p00(Z,X), p20(Z), Z @>= 3, call(p10, X)), P is X / 4.
0.5::p20(X) <- (e0, p10(1), between(1,3,X)) ; (e0, p20(Z), p11(1), between(1,3,X), \+ e1).
p30(Y) :- p00(Y,3), p00(1,Y), p00(1,1), Y @=< 2.
p30(X) :- p10(X), p30(X), p30(X), X >= 3.
query(e1).
query(p30(1)).
query(e0).
