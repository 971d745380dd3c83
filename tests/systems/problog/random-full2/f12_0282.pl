:- use_module(library(lists)).
e0(2,2).
e1.
0.8::e2.
0.1::e3(2).
p00(Y) :- e0(2,1), between(1,3,Y).
p00(3) :- e0(X,Z), call(e0, X, Z), findall(V, e3(V), L), sort(L, S), length(S, N), N < 2.
p00(1) :- e2, e3(X).
p10(Y) <- e2, p10(3), between(1,3,Y), call(p00, 1).
P::p20(Y,3) :- (e1, e1, e3(2), between(1,3,Y)), P is Y / 4.
P::p20(X,X) :- (p20(2,Z), p00(X), call(e0, 1, X)), P is X / 4.
P::p20(X,Y) :- (p20(Z,Y), between(1,3,X)), P is X / 4.
P::p30(X,X) :- (e1, between(1,3,X), X @=< a, X == X), P is X / 4.
query(e2).
query(e1).
query(e1).
query(\+ e3(1)).
