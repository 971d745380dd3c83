0.3::e1(3,3).
0.8::e1(1,1).
P::p00(Y) :- (e1(Z,X), e1(X,2), between(1,3,Y), \+ e1(Z,2)), P is Y / 4.
p00(X) <- (p00(X), p00(X), e0(1)) ; (e1(Y,2), e1(Y,3), e0(Y), between(1,3,X)).
0.25::p00(1) :- e0(Y), p00(2), e1(3,X), X \== 1.
P::p10(X,X) :- (e0(2), p10(1,Y), p10(1,X), compare(O, X, 1)), P is X / 4.
p10(1,X) <- e1(Y,Z), p00(3), p10(2,3), between(1,3,X), Z >= 3, Z @=< 2.
P::p20(X,1) :- ((p00(Z), e0(2), between(1,3,X), W is X + 3, W < 5, call(p10, 1, X)) ; (e1(1,X))), P is X / 4.
query(p20(2,X)).
