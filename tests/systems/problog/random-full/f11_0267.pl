:- use_module(library(lists)).
0.7::e0(1).
0.7::e0(2).
e1(3).
0.75::e1(2).
0.3::e1(2); 0.2::e1(1).
p00 :- p00.
p01(Y) :- p01(X), e1(X), between(1,3,Y).
p01(2) :- (e1(Y), findall(V, e1(V), L), L \= [], Y @=< 1) ; (e1(X), findall(V, e1(V), L), sum_list(L, T), T > 2, findall(V, e1(V), L), sort(L, S), length(S, N), N < 2).
p10(X) :- p11(1,Y), e1(1), p10(Y), between(1,3,X), not e1(X).
p10(2) :- e0(X), p11(2,X).
p11(Y,Y) :- (p00, p11(3,Z), p11(Y,Z), findall(V, e1(V), L), sum_list(L, T), T > 2, Y < 1) ; (p00, between(1,3,Y), findall(V, p01(V), L), length(L, N), N >= 1).
p11(Y,Y) :- p00, p10(2), p00, between(1,3,Y).
query(e0(1)).
