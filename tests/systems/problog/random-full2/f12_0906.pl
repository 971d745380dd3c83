:- use_module(library(lists)).
0.75::e0(3,1).
0.1::e1(1,1).
0.8::e1(1,2).
p00(X,2) :- e0(X,2), p01(Z,X), X =\= 3.
p00(X,Y) :- e1(3,Y), e0(Y,Y), between(1,3,X).
P::p01(Y,X) :- (p00(3,Y), e1(2,Y), between(1,3,X)), P is X / 4.
p01(Y,Y) :- (p01(Y,X)) ; (e1(X,X), between(1,3,Y), findall(V, e1(X,V), L), sum_list(L, T), T > 2, Y @>= f(1)).
p01(Y,Y) :- e0(X,Z), p00(Z,Z), p00(1,X), between(1,3,Y), X == Y, X == X.
0.7::p10 :- e0(Z,1), p00(2,Z), T =.. [g, Z], T \== g(0), Z < 2.
p10 :- p10.
query(p10).
query(p01(Y,X)).
evidence(e0(3,2), false).
