:- use_module(library(lists)).
0.7::e0(3).
0.4::e0(1).
0.2::e1(1,1).
0.75::e1(1,2).
0.5::p00(1) <- e0(Y), not e1(Y,Y).
p00(3) :- e0(1), e1(X,X), findall(V, e0(V), L), sort(L, S), length(S, N), N < 2.
p10(1,X) :- p00(X), p10(X,Z), e1(2,X).
p20(Y) :- (p21, between(1,3,Y)) ; (e0(3), p10(Z,2), e1(Z,3), between(1,3,Y), Z =\= 2, not e0(Y)).
p20(Y) :- p21, between(1,3,Y).
p21 :- (p21, not e1(3,3)) ; (p21, p21, p10(X,3), \+ p10(1,X), X < 2).
p21 :- e1(2,Z), p10(Z,Z), e1(Y,1), \+ p00(Y), findall(V, e0(V), L), sum_list(L, T), T > 2.
p21 :- p20(Y).
query(p20(Y)).
query(p10(2,3)).
query(p10(X,X)).
query(\+ e0(2)).
evidence(p21, true).
