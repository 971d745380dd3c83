:- use_module(library(lists)).
0.25::e0(3,1).
0.7::e0(1,2).
0.1::e1(1,1).
0.8::e1(2,1).
0.8::e1(3,3).
0.7::p00(Y) <- p01(Y), p01(3), p01(Y).
p01(Y) :- (p00(3), p00(Z), between(1,3,Y), findall(V, e1(Y,V), L), sum_list(L, T), T > 2, T =.. [g, Y], T \== g(0)) ; (e1(Y,1)).
p10(X) :- e0(Z,X), p01(Z), findall(V, p01(V), L), L \= [].
query(p10(3)).
query(p10(X)) :- between(1,2,X).
evidence(p00(3), true).
