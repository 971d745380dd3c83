:- use_module(library(lists)).
e0(2,2).
0.8::e1(3).
e1(2).
p00(Y) :- p00(Z), p00(3), e1(Z), between(1,3,Y), Y =\= 3.
P::p00(Y) :- (e1(X), e1(Z), p00(Z), between(1,3,Y), Y >= 2), P is Y / 4.
P::p00(X) :- (e0(Y,2), between(1,3,X), compare(O, X, 3), findall(V, e0(Y,V), L), sort(L, S), length(S, N), N < 2), P is X / 4.
P::p10(Y) :- (p11(1), p10(1), p10(Y)), P is Y / 4.
p10(2) :- (e0(Y,Y), p00(Y), p11(Y)) ; (X == 1, p11(X), p11(X), p11(X)).
p10(X) :- e1(1), p10(X), p11(1), findall(V, e1(V), L), L = [], X = X.
p11(X) :- e0(Y,Y), p10(X), p11(X).
p20(X,1) :- p20(1,2), between(1,3,X), compare(O, X, 1).
p20(X,Y) :- p10(2), p20(Z,Z), between(1,3,X), between(1,3,Y), \+ e0(X,Z).
p20(Y,X) :- p00(2), p10(2), p10(Y), between(1,3,X), not p00(2).
P::p30(Y) <- (p11(1), between(1,3,Y)), P is Y / 4.
query(p00(Y)).
query(p30(X)).
query(p00(2)).
query(e1(X)) :- between(1,2,X).
