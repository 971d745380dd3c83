:- use_module(library(lists)).
0.6::e0(1).
0.2::e0(2).
0.1::e1.
p00(X,X) :- (p00(Y,X), \+ e0(Y)) ; (p00(3,Y), p01(Y), p01(1), between(1,3,X), W is Y + 3, W < 5, \+ e0(X)).
p00(Y,X) :- p01(1), e0(Z), e0(Z), between(1,3,X), between(1,3,Y).
P::p00(X,Y) :- (e0(X), p00(X,3), p01(Y), compare(O, Y, 1), X >= 3), P is X / 4.
\+p00(X,Y) :- e1, between(1, 3, X), between(1, 3, Y).
p01(Y) :- e0(X), e0(X), p01(2), between(1,3,Y).
P::p10(X) :- (e1, between(1,3,X), X =\= 3), P is X / 4.
p10(Y) :- (e1, p10(Y), findall(V, p01(V), L), L = []) ; (e1, e0(Z), e1, between(1,3,Y), findall(V, p01(V), L), L = []).
p10(Y) :- (e0(3), between(1,3,Y), findall(V, p00(Y,V), L), sort(L, S), length(S, N), N < 2) ; (p10(X), p01(X), between(1,3,Y), not p01(3), \+ e1).
p20 :- p10(3).
query(e0(2)).
query(p00(2,1)).
query(e1).
