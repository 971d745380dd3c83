:- use_module(library(lists)).
0.7::e0.
0.4::e1(1).
e1(3).
0.7::p00(Y,2) :- e1(X), e1(X), between(1,3,Y), Y \= Y.
P::p00(X,X) :- (p00(X,1)), P is X / 4.
p10(Y,X) <- p10(2,2), p00(Z,X), between(1,3,Y), findall(V, p00(2,V), L), sort(L, S), length(S, N), N < 2, call(e1, Z).
0.4::p10(2,X) :- p11(Z), e0, between(1,3,X).
0.9::p10(X,Y) :- e1(3), between(1,3,X), between(1,3,Y).
p11(1) :- (p00(3,2), e0, p11(X)) ; (p11(3), p00(3,Z)).
p11(Y) :- (p10(1,X), between(1,3,Y), T =.. [g, X], T \== g(0)) ; (e0, between(1,3,Y)).
query(e0).
query(e1(3)).
query(e1(Y)).
evidence(p10(1,1), true).
