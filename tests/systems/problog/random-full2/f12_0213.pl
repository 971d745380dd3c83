:- use_module(library(lists)).
e0.
0.75::e1.
p00(Y) :- e2(1,Z), p00(2), e0, between(1,3,Y), call(e2, Z, Y), findall(V, e2(Z,V), L), length(L, N), N >= 1.
p00(3) :- p01.
p00(Y) :- e0, between(1,3,Y), call(e2, 2, Y), Y >= 2.
p01 :- p00(Z), e2(Z,Y), e1, \+ e1, \+ e1.
p01 <- e0, e0, p01, \+ e2(1,1).
p10(X,Y) :- p10(X,Z), e0, e1, between(1,3,Y).
query(e1).
query(p01).
query(e1).
query(\+ p01).
evidence(e2(1,3), true).
