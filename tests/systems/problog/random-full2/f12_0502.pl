:- use_module(library(lists)).
e0(1,1).
0.8::e0(3,2).
0.2::e0(1,1); 0.3::e0(3,3).
0.2::e1(3).
0.5::e1(2).
0.2::e2(1).
0.2::e2(2).
0.2::e2(2); 0.3::e2(3); 0.2::e2(1).
p00 :- p00, T =.. [g, 2], T \== g(0).
0.7::p00 :- p01(X), p00, p01(Y).
p00 :- e2(Y), p00, e1(Y), findall(V, e0(3,V), L), sum_list(L, T), T > 2, findall(V, e1(V), L), sort(L, S), length(S, N), N < 2.
0.8::p01(Y) :- e2(3), e0(1,2), between(1,3,Y).
p01(Y) :- Y == 1, e0(Y,3), e1(Y), p01(Y), \+ e1(3).
p10(Y) <- p11(Y), \+ e2(2), \+ e0(Y,Y).
p11(X) :- p00, between(1,3,X), findall(V, e0(3,V), L), L = [], W is X + 1, W < 5.
p11(1) :- e0(3,Y), p11(1).
query(e0(3,2)).
