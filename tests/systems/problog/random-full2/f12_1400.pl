:- use_module(library(lists)).
0.75::e0(3).
0.9::e0(2).
0.5::e1(3).
p00 :- Y \== 1, e1(Y), e2(Y,Y).
0.6::p10(Y) :- p10(Z), e1(3), between(1,3,Y), Y \= Z.
p11 :- (p11, e1(Y), findall(V, e1(V), L), sum_list(L, T), T > 2) ; (Y == 2, p00, p11, p10(Y), findall(V, e2(2,V), L), sum_list(L, T), T > 2).
query(e1(2)).
query(p11).
query(e1(X)) :- between(1,2,X).
