:- use_module(library(lists)).
0.7::e0(1,3).
0.2::e0(2,2); 0.1::e0(1,1).
0.25::e1(3).
p00(X) :- e1(Z), p00(Z), p01(Z,3), between(1,3,X).
p01(X,3) :- e1(X).
0.25::p10(1,X) <- e1(Y), p11(X,Y), X = Y, compare(O, X, 1).
0.75::p10(X,3) :- p10(Y,X), p11(3,1), e0(Y,X).
p11(3,X) :- e1(3), between(1,3,X), findall(V, e0(X,V), L), sum_list(L, T), T > 2, X < 2.
p11(Y,Y) :- p00(Z), p01(X,Z), p00(Z), between(1,3,Y).
p11(1,Y) :- p11(2,Y), p00(1), e0(Y,Y), T =.. [g, Y], T \== g(0).
query(p10(X,Y)).
query(e1(X)) :- between(1,2,X).
evidence(e1(2), false).
