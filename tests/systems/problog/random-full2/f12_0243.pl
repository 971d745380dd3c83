0.7::e0.
0.4::e1.
0.3::e2(2).
e2(3).
0.2::e2(2); 0.2::e2(1); 0.1::e2(3).
0.3::e3(3).
0.6::e3(2).
p00(Y) :- e1, p00(X), e2(X), between(1,3,Y).
p10(2) :- p11(Z), p00(Z).
p10(X) :- p00(X), p00(X).
p11(3) :- e2(2), p11(X), e3(1).
p11(Y) :- p10(1), between(1,3,Y), \+ e0.
0.9::p11(Y) :- e2(3), between(1,3,Y), Y \= Y, Y =\= 1.
query(e0).
query(e0).
query(e1).
query(\+ e2(3)).
evidence(e2(2), false).
