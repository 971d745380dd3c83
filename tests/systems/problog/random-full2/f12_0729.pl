:- use_module(library(lists)).
0.2::e0(2).
0.2::e1.
0.9::e2(3).
p00(X,Y) :- e2(2), between(1,3,X), between(1,3,Y).
p10 :- e2(X), \+ e2(3), not e2(X).
p10 :- (e1, T =.. [g, 1], T \== g(0), \+ p00(3,2)) ; (p11(1), e0(X), findall(V, e2(V), L), length(L, N), N >= 2).
p11(X) <- e2(Z), p10, between(1,3,X), call(e2, 2).
query(e0(X)).
query(p11(X)) :- between(1,2,X).
