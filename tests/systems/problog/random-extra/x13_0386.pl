:- use_module(library(lists)).
0.75::e0(1).
0.3::e0(3).
0.7::e1(2,1).
e1(1,1).
0.6::e1(3,2).
0.2::e1(3,3); 0.2::e1(1,1).
P::p00(X) :- (e1(3,Z), p00(3), between(1,3,X), Z @>= 2), P is X / 4.
\+p00(Y) :- e1(Y,3).
P::p10(Y) :- (e0(Z), p00(Z), p10(3), between(1,3,Y), Z =\= 2, findall(V, e0(V), L), length(L, N), N >= 1), P is Y / 4.
0.6::p10(X) :- e1(3,X), p00(3), p10(X), findall(V, e1(2,V), L), L \= [], \+ p00(X).
P::p10(X) :- (e0(X), e1(X,2), p00(X)), P is X / 4.
query(e0(Y)).
query(e0(1)).
query(p10(X)) :- between(1,2,X).
evidence(p10(2), false).
