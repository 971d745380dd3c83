0.3::e1(2).
e1(1).
0.4::e2.
P::p00(X,X) :- (e0(X,2), e0(Y,X), e2), P is X / 4.
p00(2,X) :- e2, between(1,3,X), \+ e0(X,X), X == X.
p10(Y) :- e1(Z), between(1,3,Y), \+ p00(Z,Y), call(p00, Z, 3).
query(e2).
query(e0(X,X)) :- between(1,2,X).
