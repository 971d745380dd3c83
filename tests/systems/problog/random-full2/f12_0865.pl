:- use_module(library(lists)).
0.6::e0(2).
0.9::e0(3).
0.7::e1(3,3).
0.7::e2.
P::p00(X,X) :- ((e2, e0(X)) ; (e1(Z,3), e2, between(1,3,X), \+ e1(3,Z), findall(V, e0(V), L), L \= [])), P is X / 4.
0.4::p00(Y,X) :- e2, between(1,3,X), between(1,3,Y), W is X + 2, W < 5, Y = X.
0.7::p00(2,3) :- (e2, findall(V, e0(V), L), L \= [], not e0(3)) ; (e1(2,2), p01(2), p00(X,Z)).
p01(X) :- p00(X,Y), p00(2,X), e0(Y).
P::p01(Y) :- (e0(X), p01(X), e2, between(1,3,Y), findall(V, e0(V), L), L = [], X == Y), P is Y / 4.
p10 :- e0(Y), e1(Z,Z), e0(X), \+ e1(X,Y).
P::p11(X,Y) :- (e0(Y), p11(2,Y), between(1,3,X), X == X), P is Y / 4.
p11(Y,2) <- p00(Y,Y), p10.
query(p10).
query(\+ p11(2,2)).
evidence(e1(1,1), false).
