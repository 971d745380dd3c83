0.5::e0(2,3).
0.3::e0(1,1); 0.1::e0(2,2).
0.9::e1(3,3).
0.8::e1(1,3).
0.2::e1(2,2); 0.1::e1(3,3); 0.3::e1(1,1).
p00(X,X) <- p00(X,1), e1(X,Y).
p10(Y,Y) :- p00(2,Z), between(1,3,Y), compare(O, Z, 1), Y @=< a.
p10(Y,Y) :- X == 2, e1(X,3), p00(X,Z), between(1,3,Y).
p10(X,Y) :- e1(X,X), e0(Z,X), e0(Y,Y).
query(p10(3,X)).
query(p10(X,X)) :- between(1,2,X).
query(\+ p00(3,2)).
evidence(e1(2,1), false).
