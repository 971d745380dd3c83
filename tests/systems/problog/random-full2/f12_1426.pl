0.2::e0(1,2).
0.2::e0(2,2).
0.8::e0(2,3).
e1.
0.6::e2.
0.2::e3(3,3).
p00(Y) :- e2, e2, between(1,3,Y), compare(O, Y, 2), not e0(Y,2).
p00(X) :- e0(X,Z), p00(Z), compare(O, X, 3), X = Z.
p10(Y) :- p10(X), e2, p10(X), between(1,3,Y), X =:= 3.
P::p10(Y) :- ((e1, between(1,3,Y)) ; (e3(Z,Y), \+ e3(Z,Y), call(p00, Y))), P is Y / 4.
p10(X) :- e2, e3(X,2), W is X + 3, W < 5, \+ e2.
p20(1,3) :- (p10(X), e0(3,3), e3(Z,Y)) ; (e2, p00(X), X \= 1, call(e3, X, 3)).
query(e0(2,X)).
query(e2).
query(e0(Y,2)).
query(\+ e2).
evidence(p10(1), true).
