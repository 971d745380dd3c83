:- use_module(library(lists)).
0.4::e0.
0.5::e1(2).
0.1::e1(1).
p00 :- e1(X), e1(Z), p01(X), findall(V, e1(V), L), sum_list(L, T), T > 2.
p00 :- e1(Y), e1(Y).
p01(X) :- p00, e0, between(1,3,X).
0.7::p10(2) :- p01(2), p00, findall(V, p01(V), L), L = [].
p10(X) <- p00, between(1,3,X), X =:= 3, findall(V, e1(V), L), length(L, N), N >= 1.
P::p10(X) :- (e1(Z), e0, p10(2), between(1,3,X)), P is X / 4.
query(p01(2)).
query(e1(Y)).
query(e0).
query(e1(X)) :- between(1,2,X).
