:- use_module(library(lists)).
0.2::e0(3).
e0(2).
e1(2).
0.7::e2.
p00(Y) :- (e2, between(1,3,Y), \+ e0(2), findall(V, e0(V), L), sum_list(L, T), T > 2) ; (p01(X), e2, e2, between(1,3,Y)).
p01(Y) :- p01(Y), findall(V, e1(V), L), sort(L, S), length(S, N), N < 2.
0.75::p01(Y) <- e1(1), p00(Z), between(1,3,Y).
P::p01(Y) :- (e0(X), e1(Y), e1(1), X >= 3), P is Y / 4.
p10(X) :- e0(X), call(e1, X).
p11(X) :- e0(2), p01(X).
p20 :- p11(3), p01(Z).
p20 <- p01(X), not p11(X), T =.. [g, X], T \== g(0).
p20 :- p00(1), e2, \+ p11(2).
query(p11(1)).
query(e1(3)).
query(p20) :- between(1,2,X).
