:- use_module(library(lists)).
0.2::e0(1,1); 0.3::e0(3,3); 0.3::e0(2,2).
0.7::e1(2,3).
0.8::e1(2,2).
0.75::e2(3).
0.9::e2(2).
0.2::e2(1); 0.2::e2(3); 0.3::e2(2).
0.2::e3(2,2); 0.1::e3(1,1).
p00(X,2) :- p00(Z,Y), between(1,3,X), \+ e1(Z,X).
p01 <- p00(Z,Z), e1(1,Z), findall(V, e1(Z,V), L), sort(L, S), length(S, N), N < 2, findall(V, e0(Z,V), L), sum_list(L, T), T > 2.
p01 <- p01.
p01 :- e0(Z,Z), p01, e0(2,Z), W is Z + 3, W < 5.
P::p10(X) :- ((p00(Z,X), findall(V, p00(3,V), L), length(L, N), N >= 1) ; (e1(3,X), e3(X,X), p01, W is X + 2, W < 5)), P is X / 4.
query(e2(1)).
query(e3(X,X)) :- between(1,2,X).
query(\+ e3(2,3)).
evidence(e2(1), false).
