0.8::e0.
e1.
0.2::e2(1).
0.2::e2(1); 0.1::e2(2).
0.25::e3.
0.25::p00 <- e1.
p00 :- e3, e0, p00, \+ e2(3).
p00 :- e2(X).
p10(1) :- p10(3), \+ e1.
query(p00).
query(p00).
query(e3) :- between(1,2,X).
query(\+ p00).
evidence(e2(2), true).
