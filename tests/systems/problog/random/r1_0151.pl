0.5::e0.
0.3::e1(2,3).
e2.
0.1::e3.
0.4::p00(X) :- p01, e2, e0, between(1,3,X), X >= 1.
0.4::p00(X) :- p00(X), e0, e1(X,X).
p01 :- e0, p00(Y), p01.
p01 :- e1(X,Y), p01, e1(X,X), X \== X.
p10(Y,Y) :- p01, e0, between(1,3,Y), W is Y + 3, W < 5.
p10(Y,X) :- Z \== 2, p00(2), e1(2,Z), between(1,3,X), between(1,3,Y), \+ e1(X,Y).
p11 :- Z == 3, e2, p10(Z,Z), e0, Z >= 3.
p11 :- p10(3,Z), e0, p00(1).
query(p01).
