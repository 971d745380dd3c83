e0(3).
0.2::e1(2,3).
0.25::e1(2,1).
0.8::e2.
P::p00(Y) :- (p00(3), p00(Z), p00(1), between(1,3,Y), Z >= 2, compare(O, Z, 1)), P is Y / 4.
p10(X,X) <- e2, e2, between(1,3,X), not e1(X,X).
query(e0(2)).
