0.9::e0.
0.5::e1.
0.7::e2.
0.1::e3(2,3).
p00(X) :- e0, between(1,3,X), X \== X, X \= X.
p00(X) :- p00(2), e1, between(1,3,X).
p00(X) :- e0, e1, between(1,3,X), X >= 2, \+ e1.
p01 :- (e0, p00(1)) ; (e3(3,3), p00(2), e0).
p01 :- p00(X), e0, X =\= 2.
0.9::p01 :- e0, p00(1), e0.
p10 :- (e1, \+ p01) ; (p01, p01).
p10 :- e2, e2, p00(X), X \= X.
0.25::p10 :- e0, p11, p11.
0.3::p11 :- p01.
query(p11).
query(e1).
query(e1).
evidence(p11, true).
