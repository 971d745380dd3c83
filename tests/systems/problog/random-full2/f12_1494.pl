0.2::e0.
0.4::e1(3,1).
0.8::e1(3,2).
p00(Y) :- e1(Y,2).
p00(Y) :- p00(Z), p00(Z), between(1,3,Y), not e1(Y,Y).
p10(X) :- p00(1), p10(Z), p10(2), between(1,3,X).
query(p00(3)).
query(e0).
query(p00(1)).
query(e0) :- between(1,2,X).
query(\+ p10(1)).
evidence(e1(2,1), true).
