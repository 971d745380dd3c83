0.9::e0.
0.7::e1(2).
0.8::e1(3).
p00(X) :- (p00(1), e1(1), e0, between(1,3,X)) ; (e0, between(1,3,X)).
0.9::p10 :- (p00(Y), e1(X), X = 1) ; (p11, not e1(2), \+ p00(2)).
p11 :- p11, p11.
0.6::p11 :- p10, e0.
query(e1(1)).
query(p00(X)).
query(p11).
query(e0) :- between(1,2,X).
