:- use_module(library(lists)).
0.2::e0.
0.25::e1(2).
0.8::e1(3).
0.25::e2(3,1).
P::p00(X) :- ((p01(1,3), e2(Y,3), between(1,3,X), X \= 2) ; (p01(1,Z), between(1,3,X))), P is X / 4.
p00(X) :- p00(Y), between(1,3,X).
0.5::p00(2) :- e0, e0, e0.
p01(Y,X) :- e1(2), between(1,3,X), between(1,3,Y), findall(V, e1(V), L), L = [], X = X.
0.6::p01(X,3) :- X == 2, p00(X), e1(X), p00(X), X >= 2.
p01(X,X) :- X \== 3, p00(X), T =.. [g, X], T \== g(0).
p10(Y) :- e0, between(1,3,Y), \+ p01(Y,2), T =.. [g, Y], T \== g(0).
p11(Y) :- e1(X), e0, between(1,3,Y), findall(V, p01(1,V), L), sum_list(L, T), T > 2.
p11(X) :- e2(Y,Z), between(1,3,X).
p11(2) <- p01(Z,X), not p00(1), Z >= 2.
query(p01(Y,1)).
query(p11(3)).
query(p00(1)).
