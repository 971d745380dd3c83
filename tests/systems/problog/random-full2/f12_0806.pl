e0(3,2).
0.6::e0(3,1).
0.3::e0(3,3); 0.1::e0(1,1).
e1.
0.7::e2.
p00 :- e1.
p00 :- p00, e1.
0.25::p10(Y) :- p10(X), p10(1), e0(X,2), between(1,3,Y).
query(p10(3)).
query(e2).
query(e1).
evidence(e0(1,2), false).
