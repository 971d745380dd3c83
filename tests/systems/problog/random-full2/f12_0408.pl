0.3::e0(2).
e0(3).
0.3::e0(1).
0.3::e0(1); 0.1::e0(3).
0.7::e1(1).
p00(X) :- (p00(Z), e0(Z), p00(Z), between(1,3,X)) ; (p00(1), between(1,3,X), not e1(X)).
p10 :- p00(Y), \+ p00(Y).
p11(X,3) :- (p11(Y,X), e0(X), e1(1)) ; (p10, e1(X), p10).
p11(Y,Y) :- p11(1,Y), e1(2).
p20(X) :- p00(3), e0(2), e0(2), between(1,3,X), X < 3.
p20(Y) <- p10, between(1,3,Y).
query(p20(3)).
evidence(e1(2), false).
