:- use_module(library(lists)).
0.6::e0(1).
p00 :- p00, e1(X), e0(X), not e1(X).
p00 :- p00.
p00 :- e0(Y), e1(2), e1(Y), \+ e0(Y), findall(V, e0(V), L), sum_list(L, T), T > 2.
p10(Y) :- p00, between(1,3,Y).
p10(Y) :- e0(X), p10(2), p00, between(1,3,Y), findall(V, e1(V), L), sum_list(L, T), T > 2.
p20(Y,3) :- p00, between(1,3,Y).
0.6::p20(X,X) :- p10(2), e1(Z), between(1,3,X).
P::p20(Y,X) :- (e1(2), p10(Y), between(1,3,X), findall(V, e0(V), L), sum_list(L, T), T > 2), P is Y / 4.
query(p00).
query(p10(2)).
