0.9::e0.
e1(2).
0.4::e2(1).
e2(3).
0.1::e2(1); 0.2::e2(2).
0.2::p00(Y,X) :- p00(X,2), between(1,3,Y), T =.. [g, Y], T \== g(0).
p00(X,Y) :- e2(1), p00(X,Z), between(1,3,Y).
p10(Y,X) :- p00(Y,Y), between(1,3,X).
p10(X,X) :- e1(1), between(1,3,X).
query(p10(2,3)).
query(e1(3)).
query(e0).
query(\+ e2(1)).
evidence(e2(3), true).
