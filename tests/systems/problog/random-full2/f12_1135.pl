:- use_module(library(lists)).
0.1::e0(3).
0.7::e1(2).
0.75::e2(2).
p00 :- e0(Y).
p10(X,X) :- (e1(3), e0(Z), p10(Z,Z), between(1,3,X)) ; (p11(2), p11(Y), e1(Z), between(1,3,X), Y @=< 2).
p11(2) :- e1(2), p00, findall(V, e0(V), L), length(L, N), N >= 2, T =.. [g, 2], T \== g(0).
query(e1(Y)).
query(p00).
