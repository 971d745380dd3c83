:- use_module(library(lists)).
0.4::e0(2).
0.6::e0(1).
0.9::e1(3).
p00 :- p00.
0.4::p00 :- e0(1), e0(Y), e0(X), findall(V, e0(V), L), sort(L, S), length(S, N), N < 2.
p00 :- e1(2), \+ e1(2).
p10(X,2) :- p10(Z,X), e0(X), Z = X, Z @>= f(1).
P::p11(X) :- (e0(X), e1(X), p00, \+ e1(X), X \= X), P is X / 4.
p20(Y) :- X == 1, p11(X), p21(X), between(1,3,Y).
p21(Y) :- (e0(Y)) ; (p20(Z), e1(X), between(1,3,Y)).
query(p10(X,1)).
query(e0(2)).
query(p20(2)).
query(\+ p11(3)).
