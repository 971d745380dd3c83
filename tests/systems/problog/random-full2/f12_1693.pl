0.75::e0.
e1(1,2).
p00(X) :- e0, between(1,3,X), \+ e1(3,X).
P::p10(2,X) :- ((p11, between(1,3,X), call(p00, X)) ; (Z \== 2, p10(Z,3), e1(Z,2), between(1,3,X))), P is X / 4.
p10(X,X) :- e0, between(1,3,X), \+ p00(X), X < 1.
p11 :- p10(X,X), compare(O, X, 3).
p20(Y) :- e1(3,Z), between(1,3,Y), not p00(Z), not p10(Y,Y).
p20(3) :- e1(X,Y), e0.
p20(X) :- p00(Z), e1(Z,1), between(1,3,X).
P::p30(Y,X) :- (p30(Y,X), p00(Y), call(e1, Y, 2)), P is Y / 4.
p30(Y,1) :- e1(Y,X), e0.
query(p00(1)).
query(p20(X)).
query(p11).
