0.2::e0.
0.5::e1.
p00(Y) :- e1, e1, e0, between(1,3,Y), W is Y + 2, W < 5.
p00(X) :- p00(X).
p10(3) :- p00(Z).
p10(Y) :- (e0, between(1,3,Y)) ; (e0, between(1,3,Y), \+ e0, \+ e0).
0.1::p10(Y) :- p10(Z), e0, e0, between(1,3,Y), Y == Z.
query(p10(2)).
