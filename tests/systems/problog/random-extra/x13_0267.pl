:- use_module(library(lists)).
e0(2,2).
0.9::e0(3,2).
0.2::e0(3,1).
0.6::e1(2).
0.2::e1(1); 0.3::e1(2).
0.1::e2(3,1).
0.2::e2(1,1); 0.3::e2(2,2).
p00(Y,Y) :- Y == 3, e1(2), e0(Y,Y), p00(Y,Y), call(e0, Y, Y).
p10(2) :- p10(Y), findall(V, e0(2,V), L), sort(L, S), length(S, N), N < 2, not p00(2,Y).
\+p10(1) :- e0(2,2).
0.2::p11(Y) :- p00(3,2), e2(1,3), e2(Y,3), findall(V, e1(V), L), sum_list(L, T), T > 2, subquery(p00(3,1), Q), Q > 0.33.
p11(Y) :- e2(X,Z), e1(Z), between(1,3,Y).
0.3::\+p11(X) :- e0(X,3).
query(p00(1,X)).
query(e0(1,X)).
query(p11(1)).
evidence(e1(1), true).
