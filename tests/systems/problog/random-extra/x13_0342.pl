0.9::e0(3,1).
0.8::e1(1).
P::p00(X) :- (X == 1, p00(Y), e0(Y,3), p00(Y), between(1,3,X)), P is X / 4.
0.25::p10(Y) :- Z \== 2, e1(Z), between(1,3,Y), subquery(e0(3,1), Q), Q > 0.33.
p10(2) :- e0(Z,1), e0(Z,Z).
query(p00(3)).
query(e1(X)).
query(e1(Y)).
query(\+ p00(3)).
evidence(p10(2), false).
