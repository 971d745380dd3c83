e0(1).
0.2::e0(1); 0.3::e0(2); 0.1::e0(3).
0.6::e1.
P::p00(X) :- (p01, p01, p01, between(1,3,X), X =:= 3), P is X / 4.
p00(X) :- p01, e0(Z), p00(3), between(1,3,X).
p01 :- (e0(Y)) ; (p01).
p01 :- e1.
0.8::p01 :- p01, p00(1).
p10(X,2) :- e0(Y), p10(Y,1), p00(Y), between(1,3,X), X =\= 3.
p10(Y,X) :- e0(1), e0(X), p10(X,2), between(1,3,Y).
p10(X,X) :- e0(1), e1, between(1,3,X), \+ e0(X), call(p00, 3).
query(p01).
query(p01).
query(\+ e1).
evidence(p01, true).
