0.25::e0(3,2).
0.4::e0(1,1).
0.2::e0(3,3).
0.1::e0(2,2); 0.3::e0(1,1); 0.2::e0(3,3).
0.6::e2.
0.7::e3(1).
p00(2,X) :- e3(X), compare(O, X, 2), not e3(X).
p01(Y) :- e2, e0(Y,Z), call(e1, Y, Y).
p10(X) :- p10(Y), between(1,3,X), X =\= 1, Y @>= a.
p11(3,X) :- e2, p00(Z,X), \+ e3(Z).
p11(X,Y) :- e1(3,Z), between(1,3,X), between(1,3,Y).
query(p01(1)).
query(p01(3)).
query(e2) :- between(1,2,X).
query(\+ p01(3)).
