0.7::e0(3).
0.7::e1.
0.1::e2(3,2).
0.8::p00(Y) :- p00(Z), e0(Z), e1, between(1,3,Y), \+ e2(1,Y).
P::p00(X) :- (e0(X), e0(X), \+ e2(1,X), compare(O, X, 2)), P is X / 4.
p00(Y) :- e1, between(1,3,Y).
P::p10(X) :- ((e2(Y,2), between(1,3,X), \+ e1, Y == X) ; (p10(Y), between(1,3,X), not e2(3,X))), P is X / 4.
p20 :- p20, call(e2, 3, 1).
p20 :- e0(1).
p21 :- p10(Y), Y @< 2, \+ e0(3).
p30(Y) :- p21, between(1,3,Y).
p30(Y) :- p21, between(1,3,Y).
P::p30(Y) :- (e2(Z,1), p20, between(1,3,Y), call(e0, Z)), P is Y / 4.
query(p30(2)).
query(p00(2)).
query(\+ p21).
evidence(p21, false).
