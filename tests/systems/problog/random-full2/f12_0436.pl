:- use_module(library(lists)).
0.5::e0.
0.5::e1(1).
0.75::e2.
p00(Y) :- e0, between(1,3,Y).
P::p01(X) :- (e1(X), e0, e1(X), X >= 3), P is X / 4.
p10(1) :- e1(Y), p11(Y,Y), Y @< f(1), \+ e1(Y).
p11(X,Y) :- e1(Z), e1(Z), between(1,3,X), between(1,3,Y).
0.2::p20 :- p20.
p20 :- p10(1), p10(1), \+ e2.
0.6::p20 <- e2, e2, e0.
0.6::p21 <- e1(Y), p01(Y), p11(X,Y).
p30(2) :- (e2, findall(V, e1(V), L), sum_list(L, T), T > 2) ; (X \== 3, e1(X), not p00(X)).
p30(2) :- p00(2), e2.
query(e1(2)).
query(p11(Y,Y)).
query(e1(2)).
query(\+ p10(2)).
evidence(e1(2), true).
