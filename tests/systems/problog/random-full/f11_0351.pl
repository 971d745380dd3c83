0.9::e0.
e1(3).
0.1::e2(3).
0.1::e2(2).
p00(Y,Y) :- p00(Y,1), not e2(Y).
p00(Y,2) :- e0, between(1,3,Y).
P::p10(Y) :- (p10(Y), p00(Y,Y), compare(O, Y, 1), W is Y + 1, W < 5), P is Y / 4.
query(e1(3)).
query(\+ e2(1)).
