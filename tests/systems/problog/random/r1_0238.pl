0.8::e0(3).
0.4::e0(1).
e1(1,3).
0.4::e2.
p00 :- e0(Y), p00, W is Y + 2, W < 5.
p00 :- Z == 3, e1(3,Z), e1(X,Z), e0(X), Z = Z.
p00 :- e2.
p10(Y,2) :- p10(Z,X), e2, p00, between(1,3,Y), W is Z + 2, W < 5.
query(p10(2,X)).
query(p00).
query(p00).
query(e2) :- between(1,2,X).
