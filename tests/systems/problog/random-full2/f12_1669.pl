:- use_module(library(lists)).
0.7::e0.
0.3::e1(2).
p00(X,Y) :- p00(Y,Z), e0, e0, between(1,3,X), \+ e1(Z).
p01(X,Y) :- e0, e1(X), p01(X,X), between(1,3,Y).
p10(3) :- (p11, e1(X)) ; (p11, e1(X), p11, \+ p00(1,X), \+ e1(1)).
P::p10(X) :- (e1(Y), p11, between(1,3,X)), P is X / 4.
p10(X) :- p01(1,2), p10(X), compare(O, X, 2).
p11 :- (p01(X,X), p01(Y,2), e1(Y)) ; (e0, findall(V, p01(1,V), L), sort(L, S), length(S, N), N < 2).
p11 :- p11, p00(Z,Z).
p11 :- e1(Z), not e1(2).
query(p10(1)).
