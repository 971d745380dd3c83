:- use_module(library(lists)).
0.7::e0.
0.6::e1(2,3).
0.1::e1(1,1); 0.3::e1(3,3).
0.3::e2(2).
P::p00(Y,1) :- (e2(2), p00(1,X), e2(X), between(1,3,Y), X == 2), P is Y / 4.
P::p00(Y,Y) :- (p00(Z,Y), findall(V, e1(Y,V), L), sort(L, S), length(S, N), N < 2, T =.. [g, Y], T \== g(0)), P is Y / 4.
p10(Y) :- p10(Z), e0, e0, between(1,3,Y), W is Z + 3, W < 5, not e1(2,1).
query(p10(Y)).
query(e0).
query(\+ p00(1,3)).
