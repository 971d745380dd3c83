e0(1,2).
0.4::e0(3,3).
0.5::e0(3,1).
0.9::e1(3,1).
0.25::e1(2,3).
e2(2,2).
0.3::e2(1,1); 0.2::e2(3,3).
0.4::e3.
p00(Y) <- (e2(X,1), e3, e1(2,1), between(1,3,Y), compare(O, Y, 1)) ; (e3, e0(Z,Y)).
p10(X) :- p00(Z), p10(X), e2(Z,Y), X @>= a.
p10(Y) :- e2(1,X), e3, p10(X), between(1,3,Y), Y >= 1, Y \= 1.
0.25::p10(Y) <- e3, p00(Y), Y @=< a.
p11(Y) :- p00(3), e3, e0(X,1), between(1,3,Y).
0.8::p11(1) :- p00(2), e3, e3.
p11(Y) :- e0(X,X), p10(X), e0(X,X), between(1,3,Y).
query(p11(2)).
query(e0(X,X)).
query(e0(Y,1)).
query(e3) :- between(1,2,X).
query(\+ p11(2)).
evidence(p10(1), false).
