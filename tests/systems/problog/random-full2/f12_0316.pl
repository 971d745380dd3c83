:- use_module(library(lists)).
0.2::e0(1).
0.8::e1(1,3).
p00(1) :- p01(3,Y), e1(3,1).
p00(Y) :- p00(1), between(1,3,Y), Y < 2.
p00(Y) :- p00(Z), between(1,3,Y), Z == Y.
p01(Y,Y) :- p00(3), between(1,3,Y), Y \== Y, findall(V, e0(V), L), sort(L, S), length(S, N), N < 2.
p01(2,Y) :- p00(3), p01(Z,Z), e0(X), between(1,3,Y), call(e1, X, Y), findall(V, e1(2,V), L), sum_list(L, T), T > 2.
p10(X) :- p10(2), p10(X), p00(X), X < 2, not p01(X,3).
0.9::p10(X) :- (e0(Y), between(1,3,X)) ; (Y \== 1, p10(2), e1(Y,X), p00(X), Y \= 2).
query(p00(Y)).
query(p00(2)).
query(\+ e1(3,2)).
