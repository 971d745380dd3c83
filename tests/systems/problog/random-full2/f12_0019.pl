:- use_module(library(lists)).
e0.
e1.
0.5::e2(3).
0.6::e2(2).
0.1::e2(3); 0.2::e2(2); 0.2::e2(1).
p00(3) :- e2(X), p00(X), e0, X @=< 3, findall(V, e2(V), L), L = [].
p00(X) :- e1, e2(3), between(1,3,X), X =\= 3.
p01(2) :- (p01(X), p01(X), findall(V, e2(V), L), sort(L, S), length(S, N), N < 2, X @=< a) ; (e1, e1).
p10(X) :- (p00(Y), p00(X)) ; (p10(X), p00(X), e0, \+ p00(X)).
query(p00(X)).
query(p01(3)).
query(p01(X)).
query(p00(X)) :- between(1,2,X).
