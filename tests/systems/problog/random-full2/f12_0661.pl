:- use_module(library(lists)).
0.9::e0(1).
0.6::e0(2).
0.25::e0(3).
e1(2).
0.75::e2(2,2).
0.4::e2(2,1).
0.2::e2(1,1); 0.2::e2(2,2).
p00 :- e2(1,1).
p01 <- e0(X), e2(X,X), p00, not e1(X).
p01 :- e0(Y), p00, p01, findall(V, e2(Y,V), L), L \= [], T =.. [g, Y], T \== g(0).
p10(2) :- (p10(Z), p11(3), findall(V, e2(Z,V), L), length(L, N), N >= 2, compare(O, Z, 2)) ; (e1(X), T =.. [g, X], T \== g(0)).
p10(3) :- e1(X), p10(2), p11(X).
0.1::p11(X) :- p10(Z), p11(1), e0(Y), between(1,3,X), \+ e2(X,X), Y = Y.
p20(2) :- e0(Y), p00, p01, findall(V, p10(V), L), L \= [], W is Y + 1, W < 5.
p21(X) :- (e2(3,3), between(1,3,X), findall(V, p11(V), L), sort(L, S), length(S, N), N < 2, findall(V, p10(V), L), sum_list(L, T), T > 2) ; (p00, p11(Z), between(1,3,X), compare(O, Z, 1), findall(V, p11(V), L), sort(L, S), length(S, N), N < 2).
p30(X) :- e2(Z,1), p00, p11(Z), between(1,3,X).
query(p30(2)).
query(e1(X)).
query(p20(X)) :- between(1,2,X).
query(\+ p01).
evidence(e1(2), true).
