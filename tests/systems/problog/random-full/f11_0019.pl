:- use_module(library(lists)).
0.4::e0.
0.6::e1(2,3).
e2(1,1).
0.1::e2(3,1).
e2(1,3).
p00 :- e1(Z,3).
p01(X) :- e2(X,X), p00, e2(2,X), X = 1, call(e2, X, X).
p01(Y) :- e0, between(1,3,Y), Y =:= 2, findall(V, e1(1,V), L), length(L, N), N >= 2.
p10(Y) :- p10(Y), e2(3,3), e1(3,2), findall(V, e2(Y,V), L), L \= [], W is Y + 2, W < 5.
p10(X) :- (p00, p10(Z), between(1,3,X), findall(V, p01(V), L), sort(L, S), length(S, N), N < 2, findall(V, e1(X,V), L), L \= []) ; (p10(Z), e0, between(1,3,X)).
P::p10(X) :- (p01(Y), p01(3), e2(3,Y), between(1,3,X), compare(O, X, 1), Y = 2), P is X / 4.
p20 :- (e1(X,2), p01(X), p00) ; (e2(2,3), e2(Z,Y), e0).
p20 :- (e2(2,Z), p01(Z), p00, findall(V, p10(V), L), length(L, N), N >= 1) ; (e1(Z,X), \+ p01(1)).
query(p00).
query(p20) :- between(1,2,X).
query(\+ p00).
