:- use_module(library(lists)).
e0(1).
0.75::e0(2).
0.6::e1(3).
0.75::e1(2).
p00(Y,Y) :- e0(X), between(1,3,Y).
p00(X,Y) :- Y \== 1, p00(Z,3), p00(Z,Z), between(1,3,X), between(1,3,Y), Y @>= f(1).
p10 :- p10, p11(Y), findall(V, e1(V), L), sum_list(L, T), T > 2.
p11(Y) :- e0(Y), e0(Y), p11(Y).
p11(X) :- e0(Z), p00(Z,Z), between(1,3,X), call(e0, 2), findall(V, p00(Z,V), L), L = [].
p11(Y) :- (p10, between(1,3,Y)) ; (e1(3), between(1,3,Y), Y \= 1).
query(e0(2)).
query(p11(X)) :- between(1,2,X).
