:- use_module(library(lists)).
0.75::e0(3).
e0(1).
0.6::e1(2).
0.4::e1(1).
p00 :- e1(X), e0(X), p00, call(e1, X).
p00 :- p00, e0(Z), e0(Z), not e0(2), Z >= 1.
p10(Y,3) :- e1(X), e1(X), between(1,3,Y).
P::p10(X,X) :- (p00, e0(X), \+ p00, findall(V, e0(V), L), length(L, N), N >= 1), P is X / 4.
query(e0(Y)).
query(p00).
query(p10(X,X)) :- between(1,2,X).
