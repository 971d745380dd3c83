:- use_module(library(lists)).
e0(2).
0.5::e0(1).
p00(Y,Y) :- e1(X), between(1,3,Y).
p00(Y,Y) :- X == 1, e1(X), e1(X), between(1,3,Y).
0.7::p00(Y,X) :- p00(1,X), between(1,3,Y).
p10 <- e0(X), p10, e1(Y).
p10 :- p00(X,Y), e0(Y), p10, findall(V, p00(Y,V), L), sort(L, S), length(S, N), N < 2, compare(O, X, 1).
p10 <- (X == 3, p00(3,X), findall(V, e0(V), L), L \= []) ; (p10, e0(1), e0(Y)).
p20(X) :- p10, p10, between(1,3,X).
query(p00(Y,3)).
query(e0(X)) :- between(1,2,X).
query(\+ p10).
