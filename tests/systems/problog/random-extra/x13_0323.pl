0.7::e0(1).
0.3::e0(3).
e1.
0.2::e2(1).
e2(3).
e3(1,1).
p00(Y) :- (e3(Z,X), between(1,3,Y), \+ e0(X)) ; (e2(X), e3(X,3), e3(X,2), between(1,3,Y), W is X + 2, W < 5).
p00(Y) :- e2(Z), e0(Z), p00(Z), between(1,3,Y).
p10(X) :- p00(3), p00(Z), between(1,3,X), X == Z.
P::p10(X) :- (p10(2), e1, p00(Y), between(1,3,X), \+ e1, \+ e0(3)), P is X / 4.
query(p00(X)).
query(e0(Y)).
