:- use_module(library(lists)).
0.2::e0(3,3).
0.3::e0(3,3); 0.3::e0(2,2).
0.8::e1(2).
0.1::e1(1); 0.3::e1(3); 0.3::e1(2).
0.8::e2(3,1).
0.2::e2(1,1); 0.3::e2(3,3).
p00 :- e0(X,2), compare(O, X, 2).
P::p10(Y,X) :- (e1(Z), p10(Z,Z), p10(Y,Z), between(1,3,X), findall(V, e0(X,V), L), length(L, N), N >= 1), P is Y / 4.
p10(1,X) :- e2(Z,Z), between(1,3,X), findall(V, e0(3,V), L), sort(L, S), length(S, N), N < 2.
p10(Y,Y) :- e2(X,Y), p10(X,Y), p00, not e1(X), X < 1.
query(p00).
query(p10(2,X)).
query(e1(X)) :- between(1,2,X).
evidence(p10(1,3), false).
