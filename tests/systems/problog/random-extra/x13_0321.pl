:- use_module(library(lists)).
0.1::e0.
0.7::e1(3).
e1(1).
p00(X) :- e1(X), findall(V, e1(V), L), sort(L, S), length(S, N), N < 2.
0.1::p00(Y) :- (p00(Y), findall(V, e1(V), L), L = []) ; (e1(Z), between(1,3,Y), not e1(Y)).
p00(Y) :- e1(3), e1(1), e0, between(1,3,Y), not e1(Y), Y @=< 1.
p01 :- e1(X), p01, p00(Y), W is X + 2, W < 5.
0.25::p01 :- p00(3), call(e1, 3), subquery(e1(3), Q), Q > 0.33.
p10 :- e0, e1(Y).
p10 :- e0, p10.
query(p10).
query(e1(2)).
evidence(e0, false).
