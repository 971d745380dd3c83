:- use_module(library(lists)).
0.2::e0(2,1).
e1(3,2).
0.9::e1(2,3).
p00(X,X) :- p00(1,Z), between(1,3,X), W is X + 1, W < 5, findall(V, e0(1,V), L), sum_list(L, T), T > 2.
p00(1,2) :- e1(Z,X), p00(X,X).
0.3::p01(Y,X) <- (p01(3,Y), p01(Z,2), e0(Z,Z), between(1,3,X), Z >= 1) ; (p01(3,3), between(1,3,X), between(1,3,Y), \+ e1(1,Y)).
p01(X,Y) :- p01(Y,Y), e0(Z,2), e0(X,X), X @< 2.
0.1::p01(3,X) :- p01(Y,Y), e1(2,Y), e1(3,X), findall(V, e1(X,V), L), L = [], \+ e0(Y,X).
p10(Y) <- p10(1), between(1,3,Y), W is Y + 3, W < 5, W is Y + 3, W < 5.
p10(2) :- e1(X,X), e1(X,X), \+ p00(X,X), findall(V, e0(X,V), L), sort(L, S), length(S, N), N < 2.
query(e0(3,1)).
query(p01(2,1)).
query(\+ e1(2,3)).
