:- use_module(library(lists)).
e0(2).
0.25::e1(1,2).
e1(3,3).
P::p00(Y,X) :- (e1(Y,Z), p00(1,3), e0(Z), between(1,3,X), Y >= 1), P is X / 4.
0.1::p00(Y,X) :- e1(Z,X), e0(Y), X @=< 3.
P::p00(Y,X) :- (e0(Y), between(1,3,X)), P is X / 4.
p10(Y,X) :- p10(Y,Z), p00(Y,Y), p11(Z), between(1,3,X).
p10(1,X) :- e0(X).
p11(X) :- e1(3,1), e0(Y), e1(Y,Y), between(1,3,X), call(p00, Y, X), X \== 1.
p11(2) :- (e0(Y), p10(Y,Y)) ; (p00(2,X), p00(X,X), X \= X, findall(V, e1(1,V), L), sort(L, S), length(S, N), N < 2).
query(p10(2,Y)).
query(e0(2)).
query(p11(X)) :- between(1,2,X).
query(\+ p10(1,2)).
