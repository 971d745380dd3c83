0.75::e0.
e1(2,2).
0.75::e1(1,3).
e2(3,2).
0.8::e2(3,3).
e3(1,1).
0.25::e3(2,1).
p00(Y) :- (e3(Y,2), subquery(e1(3,3), Q), Q < 0.33) ; (p00(1), between(1,3,Y), Y >= 2, \+ e2(Y,1)).
0.9::p00(Y) :- p00(Z), between(1,3,Y), W is Y + 1, W < 5, W is Z + 2, W < 5.
p00(X) <- e2(X,Z), p01(Z), p00(Z).
P::p01(X) :- (e2(Y,2), e3(Y,Y), between(1,3,X)), P is X / 4.
p10(Y) :- p01(Y), p00(X), Y >= 2, Y =\= 1.
p10(X) :- p10(Z), p00(2), e2(Z,X), not p00(3).
P::p10(Y) :- (e3(Z,Y), p00(Z), e1(Z,Z)), P is Y / 4.
0.6::\+p10(Y) :- e1(Y,3).
query(e3(Y,1)).
query(p10(2)).
query(e3(X,X)) :- between(1,2,X).
evidence(p10(2), false).
