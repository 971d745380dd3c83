e0(3).
e1(1,1).
0.1::e2(1,3).
e2(2,1).
e3(2).
0.75::e3(1).
p00 :- p00, e2(Y,X), \+ e2(3,Y).
p10 :- e1(1,Z).
0.8::p10 :- e0(Y), p00, p10, \+ e1(Y,Y), Y \== Y.
query(e1(2,3)).
query(e1(2,3)).
query(e1(X,X)) :- between(1,2,X).
query(\+ e1(3,3)).
evidence(p10, true).
