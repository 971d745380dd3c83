:- use_module(library(lists)).
0.9::e0(1).
e1(3,3).
e1(2,2).
0.2::e1(3,3); 0.3::e1(1,1); 0.2::e1(2,2).
p00(X,X) :- (p00(3,3), between(1,3,X), call(e1, X, X)) ; (p00(X,Y), e1(X,Z), p01(Z), findall(V, e0(V), L), L = [], X =\= 2).
P::p00(Y,Y) :- (p00(X,1), between(1,3,Y), compare(O, Y, 2), compare(O, X, 2)), P is Y / 4.
p00(Y,Y) :- e1(Z,X), between(1,3,Y).
0.6::p01(Y) :- e0(X), p01(X), p00(Y,X).
p01(Y) :- e1(Z,X), between(1,3,Y).
0.25::p10(X) <- e1(Y,X), compare(O, Y, 2).
p10(3) :- (p10(X), p01(X), e0(Y)) ; (p10(Y), findall(V, p01(V), L), sort(L, S), length(S, N), N < 2).
p10(Y) :- e0(1), between(1,3,Y), \+ e0(Y).
query(e1(1,1)).
query(p01(Y)).
query(e1(X,X)) :- between(1,2,X).
evidence(e0(2), true).
