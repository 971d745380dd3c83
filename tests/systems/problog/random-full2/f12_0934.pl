0.6::e0(2).
0.3::e1.
0.1::p00(X,X) :- e0(Z), e1, e1, between(1,3,X).
0.4::p10 :- e0(2), call(e0, 1).
p10 :- (e0(Y), p11(Y)) ; (p10, e1, e1).
p10 :- e0(X), e1.
p11(Y) :- p00(Z,1), between(1,3,Y).
p11(Y) :- (e1, between(1,3,Y)) ; (p11(Z), between(1,3,Y)).
p11(Y) <- e0(Y), \+ e1, not e0(Y).
query(p10).
query(p00(X,X)).
query(\+ e1).
