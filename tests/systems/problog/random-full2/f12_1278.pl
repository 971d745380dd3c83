:- use_module(library(lists)).
0.2::e0(2,1).
0.9::e1(3).
p00(2,Y) :- p00(X,2), between(1,3,Y), findall(V, e1(V), L), sum_list(L, T), T > 2.
p00(3,Y) :- e0(2,X), between(1,3,Y).
0.75::p10(X,2) :- (e1(Z), e1(Z), p11, between(1,3,X), compare(O, X, 1)) ; (p10(X,2), findall(V, p00(1,V), L), L = [], findall(V, e1(V), L), length(L, N), N >= 2).
p10(Y,Y) :- p00(X,Z), e0(1,Z), e0(X,Y).
0.5::p10(Y,Y) :- e0(Z,X), between(1,3,Y).
p11 :- p11, p10(X,Y), p10(3,2), findall(V, e1(V), L), sum_list(L, T), T > 2.
p11 :- (p00(3,2)) ; (p00(Z,2), p10(1,Y), Y \= 3).
p20(2) :- p00(Y,Z), e1(Y).
p20(Y) :- p00(1,Y), e1(Y), p20(Y), not p00(2,Y), \+ p10(2,Y).
query(p10(Y,Y)).
query(p20(Y)).
query(p11).
query(\+ p20(3)).
