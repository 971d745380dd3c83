0.8::e0.
0.6::e1(2).
0.8::e2.
0.6::e3(2,3).
e3(1,2).
0.25::e3(3,3).
0.7::p00 :- (p00, e1(X)) ; (Z \== 2, e3(X,Z), p00, not e1(3)).
0.1::p00 :- e0, p00.
P::p01(Y) :- ((p00, p00, e0, between(1,3,Y), call(e3, 1, Y)) ; (e1(Y), e3(Y,1), p01(X))), P is Y / 4.
p10(X) :- e1(X), e1(X), p00, X < 1.
query(p10(1)).
query(p00).
query(e2).
query(e1(X)) :- between(1,2,X).
