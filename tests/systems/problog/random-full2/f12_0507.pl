:- use_module(library(lists)).
0.1::e0(2,1).
0.75::e1(1).
p00 :- e0(Z,X), e0(Z,Z), X @=< 3, Z =\= 3.
p00 <- e0(3,1), e1(Y), e1(2), \+ e0(Y,Y).
p00 :- e0(X,X), e1(3), findall(V, e1(V), L), L = [], call(e1, 1).
0.6::p10(X) :- p00, p00, between(1,3,X).
p10(Y) :- p00, e1(Z), between(1,3,Y).
p11(Y) :- e1(Z), between(1,3,Y), not e1(Y), \+ e1(3).
query(p11(3)).
query(e1(Y)).
query(\+ e1(3)).
