:- use_module(library(lists)).
0.7::e0(1).
0.6::e0(3).
0.25::e1(1).
p00(1,Y) :- e0(2), e1(1), between(1,3,Y), findall(V, e1(V), L), sum_list(L, T), T > 2.
0.9::p10(X) <- e1(Z), e1(Z), e1(Z), between(1,3,X), call(e0, X), findall(V, p00(Z,V), L), sum_list(L, T), T > 2.
p20(Y) :- e1(Y), p20(Y), \+ e1(Y).
0.3::p20(X) :- (p10(Y), e0(1), between(1,3,X), compare(O, X, 1), compare(O, X, 1)) ; (p10(X), e1(X), X = X).
p30(Y) :- e1(X), p30(2), p10(X), between(1,3,Y).
query(p20(X)).
query(e1(3)).
query(\+ e1(3)).
evidence(p20(1), true).
