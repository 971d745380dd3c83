:- use_module(library(lists)).
0.3::e0.
0.6::e1.
e2(2).
p00(X) :- (e1, between(1,3,X), X @=< 2) ; (e0, e0, between(1,3,X), W is X + 3, W < 5, T =.. [g, X], T \== g(0)).
0.5::p00(X) <- e1, between(1,3,X), W is X + 3, W < 5.
0.5::p01(X) :- p00(X), e1, p01(X).
p01(1) :- e0, p01(X), e2(X), \+ e2(X), T =.. [g, X], T \== g(0).
P::p01(X) :- (Y == 2, p01(Y), between(1,3,X), X @>= a), P is X / 4.
p10 <- e0, call(p00, 2), findall(V, e2(V), L), length(L, N), N >= 2.
0.9::p10 :- p00(1).
p11 :- p10, p01(Y), p00(Z), Y @< 2, findall(V, e2(V), L), sum_list(L, T), T > 2.
p11 :- p01(Y), p01(Y), Y \= 2.
query(p11).
query(e2(1)).
query(p01(X)) :- between(1,2,X).
evidence(p00(1), false).
