:- use_module(library(lists)).
e0.
0.7::e1(2).
0.3::e1(1).
0.6::p00(3) :- p00(Y), e1(1), e1(3), Y == Y, Y =\= 1.
P::p10(Y) :- (p00(3), between(1,3,Y)), P is Y / 4.
p20 :- p10(X), p20, p20, \+ p10(X).
p30(X) :- e0, e1(Z), between(1,3,X), findall(V, p10(V), L), L \= [], findall(V, e1(V), L), sum_list(L, T), T > 2.
query(e1(3)).
