0.8::e0.
e1(2).
0.4::e1(3).
p00(3,1) :- p01(Y).
p01(Y) :- (p00(3,Z), e1(X), between(1,3,Y), not e1(Z)) ; (p00(X,1), p00(1,Z), between(1,3,Y), Z @< 1).
p01(2) :- (p00(X,Y), p00(Z,1)) ; (e1(Y), not e1(Y), Y == Y).
P::p10(X,Y) :- (e1(1), p01(Y), between(1,3,X), not e1(X)), P is Y / 4.
query(e1(3)).
query(\+ e0).
