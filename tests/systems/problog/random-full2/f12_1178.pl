:- use_module(library(lists)).
0.4::e0(3,1).
e0(2,1).
e0(2,3).
0.4::e1.
0.25::p00(Y) :- e0(X,3), between(1,3,Y), X =:= 3, X =\= 1.
p00(X) :- e0(X,Y), p01(Y), W is Y + 2, W < 5.
p00(1) :- p01(Z), Z = Z, Z =\= 3.
p01(Y) :- e0(Y,1), findall(V, e0(Y,V), L), L = [].
p01(Y) :- p00(Z), e1, between(1,3,Y), compare(O, Z, 2).
p10(X,Y) :- (e0(3,2), between(1,3,X), between(1,3,Y)) ; (p01(Y), between(1,3,X)).
query(p01(Y)).
query(\+ p10(3,2)).
evidence(p00(2), false).
