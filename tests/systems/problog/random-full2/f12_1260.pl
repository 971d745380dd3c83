:- use_module(library(lists)).
0.25::e0(2).
0.2::e1(1).
0.75::e1(2).
0.2::e1(1); 0.1::e1(3).
e2.
p00(Y) :- p00(1), e2, between(1,3,Y).
p10 :- e2, \+ e2.
p10 <- p10.
p10 :- (e0(1), T =.. [g, 2], T \== g(0), \+ e2) ; (p10, findall(V, e0(V), L), sort(L, S), length(S, N), N < 2).
query(p10).
query(e0(2)).
