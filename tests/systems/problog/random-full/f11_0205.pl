:- use_module(library(lists)).
0.7::e0(1,3).
0.1::e0(1,1); 0.2::e0(2,2).
e1(3,3).
0.2::e1(1,1); 0.2::e1(3,3).
0.1::e2(1).
p00(X,X) <- p00(Z,Y), e2(Z), e2(3), between(1,3,X), call(e0, Z, X).
p00(X,X) :- p00(Y,X), e1(Y,1), e2(X).
p10(Y,X) :- e0(X,Z), e2(X), between(1,3,Y), findall(V, e0(3,V), L), L = [], Y < 3.
p11(Y,Y) :- p10(3,X), between(1,3,Y), compare(O, Y, 1), X = X.
query(e0(Y,2)).
query(p00(1,Y)).
query(\+ p11(3,2)).
evidence(e0(3,1), false).
