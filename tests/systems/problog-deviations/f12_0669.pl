:- use_module(library(lists)).
0.4::e0.
0.2::e1(3); 0.2::e1(2).
p00(Y,Y) :- p00(2,3), between(1,3,Y).
p00(X,X) :- e1(1), p00(X,Z), p00(Z,X), call(e1, X), findall(V, e1(V), L), sum_list(L, T), T > 2.
p00(Y,2) :- p01(Y,X), Y @=< a.
p01(X,Y) :- (p00(X,X), e1(1), e1(2), between(1,3,Y), findall(V, e1(V), L), L = []) ; (e1(Z), p01(3,Z), between(1,3,X), between(1,3,Y), Y @>= 2, \+ e0).
0.7::p10 :- (p11(Y,Z), findall(V, p00(Y,V), L), sum_list(L, T), T > 2, findall(V, p00(Y,V), L), sort(L, S), length(S, N), N < 2) ; (p01(3,3), e1(Z), \+ e0).
p11(Y,Y) :- e0, between(1,3,Y).
0.6::p11(X,Y) :- e0, e0, p10, between(1,3,X), between(1,3,Y), Y < 3, findall(V, p00(Y,V), L), L \= [].
query(p11(3,Y)).
query(p11(Y,2)).
evidence(p10, false).
