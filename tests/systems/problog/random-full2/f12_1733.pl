0.6::e0(3).
0.1::e0(1).
e1(3).
0.6::e2(2).
p00(X,X) :- e2(Z), p01, between(1,3,X).
p01 :- (e2(X)) ; (p00(3,2), e2(X), X @>= 2).
p10 :- p01, p10, p11(Z).
p11(X) :- (p10, between(1,3,X)) ; (p01, e1(2), between(1,3,X), compare(O, X, 3)).
P::p11(X) :- (p00(1,2), e1(Z), e0(Z), between(1,3,X)), P is X / 4.
query(p00(2,1)).
query(p10).
query(p11(X)) :- between(1,2,X).
query(\+ e2(3)).
