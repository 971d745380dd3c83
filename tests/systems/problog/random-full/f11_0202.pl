:- use_module(library(lists)).
e0(3).
0.75::e0(1).
0.7::e1.
0.25::e2.
p00(Y) :- e2, between(1,3,Y), findall(V, e0(V), L), sum_list(L, T), T > 2, \+ e1.
p10(Y) :- e0(X), p11(X,Y).
p10(X) :- (e1, between(1,3,X)) ; (p00(Z), e1, between(1,3,X), findall(V, e0(V), L), length(L, N), N >= 1, call(e0, X)).
p11(X,1) :- e1, p00(2), p11(X,Y).
0.9::p11(X,X) :- X \== 3, e0(Y), p10(2), between(1,3,X), T =.. [g, Y], T \== g(0).
p11(X,3) :- e0(2), p11(Z,3), between(1,3,X), findall(V, e0(V), L), sum_list(L, T), T > 2, findall(V, e0(V), L), L = [].
p20(Y) :- e1, e1, between(1,3,Y).
p20(X) :- p00(3), p10(2), between(1,3,X), findall(V, p11(X,V), L), sum_list(L, T), T > 2, X =:= 2.
query(p00(2)).
query(p11(X,X)) :- between(1,2,X).
query(\+ p00(2)).
