0.75::e0(1).
0.25::e0(3).
0.25::e1(3).
p00(Y) :- (e0(Y)) ; (e0(X), p00(X), e0(Z), between(1,3,Y), \+ e1(3)).
p10(Y) :- (p11, p00(2), p10(Z), between(1,3,Y), \+ p00(Z)) ; (e0(X), between(1,3,Y)).
p11 :- e0(3), p00(Y), e1(2).
p11 :- e0(Z), p10(Y), p10(Z), Z < 3, \+ e1(3).
query(p10(Y)).
query(e0(1)).
query(e1(X)).
evidence(e0(2), true).
