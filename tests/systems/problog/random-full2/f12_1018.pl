:- use_module(library(lists)).
0.1::e0.
0.5::e1.
p00 :- (p01(Z), e0) ; (e0, p01(Z), p00).
p01(Y) :- (p01(Y), e0, p01(X), \+ e0) ; (e1, between(1,3,Y)).
p10(X) <- p01(Z), between(1,3,X), compare(O, X, 2).
p10(X) :- e0, between(1,3,X), findall(V, p01(V), L), sum_list(L, T), T > 2.
p20 <- p00.
0.2::p20 :- e0, e0.
query(e0).
query(p10(X)).
query(p01(X)) :- between(1,2,X).
query(\+ p00).
