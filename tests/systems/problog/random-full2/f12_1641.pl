0.6::e0.
0.25::e1(2).
0.3::e1(1); 0.3::e1(3).
p00 :- e0.
p00 :- e0.
P::p10(X,1) :- (e0, e1(Y), p00, between(1,3,X)), P is X / 4.
query(p00).
query(p10(3,2)).
query(e1(X)).
