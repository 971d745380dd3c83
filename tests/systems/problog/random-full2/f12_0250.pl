:- use_module(library(lists)).
0.7::e0.
0.1::e1(1,1).
0.3::e1(3,3); 0.2::e1(2,2).
0.2::e2(2,2).
0.25::e2(2,1).
0.3::e2(2,2); 0.2::e2(1,1).
0.2::e3(1,1).
0.6::e3(1,3).
e3(2,1).
0.75::e3(2,3).
0.1::e3(3,3); 0.1::e3(2,2).
0.2::p00(Y) <- p00(2), between(1,3,Y), \+ e2(Y,Y), findall(V, e3(Y,V), L), sort(L, S), length(S, N), N < 2.
0.5::p01 :- e1(3,Z), T =.. [g, Z], T \== g(0), \+ e0.
p01 :- e2(Y,X), e3(Z,Z), findall(V, e3(2,V), L), length(L, N), N >= 1.
p10 :- (p10) ; (e1(2,1), e2(2,1), p10, \+ e2(1,2)).
0.6::p10 :- p01, e0, p01, findall(V, e1(3,V), L), sum_list(L, T), T > 2.
0.2::p20 :- (p20, p20, e0) ; (e3(Y,Y), p10, p01, Y =\= 3, findall(V, e1(Y,V), L), sum_list(L, T), T > 2).
p20 :- e0.
p20 :- e1(3,3), e2(Z,X).
query(e1(3,1)).
query(p10).
query(p01) :- between(1,2,X).
