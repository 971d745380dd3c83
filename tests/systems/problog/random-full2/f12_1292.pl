:- use_module(library(lists)).
0.6::e0(2,3).
0.75::e0(3,1).
0.8::e0(3,2).
0.8::e0(2,1).
0.9::e1(3).
p00(X,X) :- e1(Y), p00(2,Y), e0(1,Z), between(1,3,X), X >= 3.
p00(X,X) :- e0(X,Z).
p00(Y,Y) :- p01(X,1), e1(X), e1(X), between(1,3,Y), \+ e1(2).
p01(Y,X) :- p01(1,Y), between(1,3,X), X @< 1.
p01(X,X) :- e0(Y,Z), p01(Z,Z), e0(Z,Y), between(1,3,X), findall(V, e0(1,V), L), L = [].
p10(X) <- p00(X,X), p11(Y), \+ p01(Y,1).
p10(3) :- e1(Y), p01(Y,Y).
p10(3) :- e0(Z,Z), p01(Z,2), p10(Y), findall(V, e1(V), L), sum_list(L, T), T > 2, \+ p01(Y,2).
p11(Y) :- e1(Z), e1(Z), between(1,3,Y).
query(p10(2)).
query(e1(X)) :- between(1,2,X).
query(\+ e0(1,2)).
evidence(e0(1,1), true).
