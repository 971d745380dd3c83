:- use_module(library(lists)).
0.4::e0.
0.4::e1(3,1).
e2(1,3).
0.75::e3(1).
p00 :- e1(X,Z).
0.25::p00 :- e1(1,Y).
p00 :- e0.
p01(X) :- (p01(X)) ; (e2(Y,X), findall(V, e1(Y,V), L), length(L, N), N >= 1).
p01(X) :- p00, between(1,3,X), X >= 3, \+ e1(X,X).
p10(X) :- p10(X).
p10(Y) :- e0, e2(Z,Z), between(1,3,Y), findall(V, e1(2,V), L), L = [], Y < 2.
p10(X) :- e3(Y), between(1,3,X), call(e1, Y, X), compare(O, X, 3).
query(p00).
query(e3(3)).
query(p01(X)).
query(\+ p01(2)).
evidence(e3(1), true).
