:- use_module(library(lists)).
0.1::e0(1,3).
e0(3,2).
e0(2,2).
0.6::e1.
0.25::e2(1).
0.1::e2(1); 0.1::e2(2); 0.2::e2(3).
p00(Y,1) <- e0(2,Y), e0(2,1), \+ e1.
p10(Y) <- p00(X,X), e1, between(1,3,Y), findall(V, e2(V), L), L = [], X @< f(1).
p11(X,2) :- p10(X), p00(Z,X), T =.. [g, X], T \== g(0), findall(V, p00(Z,V), L), sort(L, S), length(S, N), N < 2.
p11(X,2) :- e0(1,Z), p00(Z,Z), p10(Z), between(1,3,X).
P::p11(X,X) <- (e1, p11(X,X)), P is X / 4.
query(p00(2,1)).
evidence(p00(3,1), false).
