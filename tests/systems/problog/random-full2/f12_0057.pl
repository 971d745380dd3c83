e0.
e1(2).
0.25::e1(3).
p00(X) :- p00(Y), e0, between(1,3,X).
P::p00(Y) :- (Y == 3, e1(2), e1(1), e0, between(1,3,Y), Y >= 3), P is Y / 4.
p10 :- p10, e1(3).
p10 :- e0.
p10 :- p10, p10, not p00(3), \+ e0.
query(p00(Y)).
