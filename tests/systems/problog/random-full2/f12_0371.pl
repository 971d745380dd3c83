:- use_module(library(lists)).
0.4::e0.
e1(3,1).
0.9::p00 :- (e1(2,Z), findall(V, e1(3,V), L), sum_list(L, T), T > 2) ; (p00).
0.75::p00 :- p01(Z), p01(1), p00.
p01(1) :- e1(1,Z).
p01(2) :- e0, p00, p00.
0.5::p10 :- p11(Z), p10.
0.9::p11(3) :- (p10) ; (p11(Y), e0, Y =\= 3).
p11(Y) :- p01(Y), findall(V, e1(Y,V), L), sort(L, S), length(S, N), N < 2, W is Y + 2, W < 5.
query(p10).
query(\+ p10).
evidence(p00, false).
