0.3::e0.
0.7::e1(1).
0.7::p00 :- e0.
p00 :- e0, p00.
p00 :- e0, e1(3), e0.
0.3::p10(X) :- p00, p10(Z), between(1,3,X), Z == X, Z =\= 3.
p10(X) :- p00, between(1,3,X).
query(p00).
query(e0) :- between(1,2,X).
