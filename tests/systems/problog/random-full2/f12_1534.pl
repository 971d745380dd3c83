:- use_module(library(lists)).
0.75::e0.
0.8::e1(3).
0.6::e1(1).
e2(2,2).
e2(1,1).
0.1::e2(3,3); 0.1::e2(1,1).
e3(1).
p00(X) :- e1(2), e0, p00(X), not e3(2), X \= X.
p01(Y) :- (e0, p00(X), between(1,3,Y), findall(V, e3(V), L), L = [], Y \== 1) ; (Y == 3, e1(Y), e1(Y), e0).
P::p01(X) :- ((e3(X)) ; (p01(1), e1(Y), e1(Y), between(1,3,X), findall(V, e2(X,V), L), sort(L, S), length(S, N), N < 2)), P is X / 4.
P::p10(Y) :- ((e2(3,1), p00(X), between(1,3,Y)) ; (Y \== 1, p01(1), between(1,3,Y), Y = 1)), P is Y / 4.
0.7::p10(3) :- (p10(Z), p01(Z), not e1(Z), findall(V, p00(V), L), length(L, N), N >= 1) ; (e3(X), p01(X), e0, T =.. [g, X], T \== g(0)).
query(p10(1)).
query(\+ p10(1)).
