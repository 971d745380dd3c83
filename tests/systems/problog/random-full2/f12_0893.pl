:- use_module(library(lists)).
0.2::e0(2).
0.6::e0(3).
0.3::e0(2); 0.1::e0(1).
e1(1,2).
0.2::e1(2,2); 0.3::e1(1,1).
0.75::e2(2).
p00 :- e2(X), e0(X), p01, W is X + 2, W < 5, findall(V, e2(V), L), sum_list(L, T), T > 2.
p01 <- p01, p01, p01, not e0(2), T =.. [g, 1], T \== g(0).
p10(X,2) :- (X == 3, p00, e0(3), between(1,3,X), \+ p00) ; (p10(X,1), p10(X,Y), p00).
query(e0(3)).
evidence(e1(2,2), false).
