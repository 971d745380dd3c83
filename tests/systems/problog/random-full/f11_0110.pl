:- use_module(library(lists)).
0.5::e0(1).
0.3::e0(3).
0.75::e0(2).
0.2::e1(3,2).
0.3::e1(3,3); 0.3::e1(1,1); 0.3::e1(2,2).
0.4::e2(2).
0.4::e2(3).
0.5::e2(1).
0.2::e2(1); 0.3::e2(3); 0.2::e2(2).
0.4::e3(2).
p00 :- e0(Z), e2(Z), e2(Z).
p10 :- Y == 1, e0(Y), findall(V, e0(V), L), sum_list(L, T), T > 2.
p10 :- e2(1), p00.
0.4::p10 :- e3(Y), e2(X), e3(X), call(e2, X), X == 3.
p11(2,X) :- p11(1,2), p11(1,2), p10, between(1,3,X), findall(V, e0(V), L), sort(L, S), length(S, N), N < 2, findall(V, e2(V), L), sort(L, S), length(S, N), N < 2.
p11(3,2) :- p00, e2(X).
query(e3(Y)).
query(e2(2)).
query(p00).
query(\+ e1(2,2)).
