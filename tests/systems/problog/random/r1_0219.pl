0.25::e0(1,1).
0.1::e1(2,3).
e1(3,2).
e2(3).
p00(X) :- e2(Y), e2(Y), e2(Y), between(1,3,X).
0.5::p00(Y) :- e2(Y), e0(Y,Y).
p10(X) :- Z == 1, p11(Z), between(1,3,X), Z == 2.
p11(X) :- e1(Z,X), e1(1,2), p00(Z).
p11(Y) :- e1(Z,Z), e0(3,2), e0(Z,3), between(1,3,Y), \+ e1(Z,Z).
query(e2(2)).
query(e1(X,X)) :- between(1,2,X).
