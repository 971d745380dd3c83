:- use_module(library(lists)).
e0.
0.6::e1(2,3).
e2(3,3).
0.7::e3(1).
e3(2).
p00(1) :- (e2(Z,Y), e3(1), e2(Z,Z), findall(V, e1(Y,V), L), sum_list(L, T), T > 2) ; (e0).
p00(3) :- e2(1,X), e0.
p10(X,X) :- X \== 1, e3(X), p00(X), e0, X @>= f(1).
p10(X,Y) :- (e3(3), e0, between(1,3,X), between(1,3,Y)) ; (e2(Y,Y), e0, p00(Y), between(1,3,X)).
query(p10(X,3)).
query(e1(1,2)).
