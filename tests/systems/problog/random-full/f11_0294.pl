:- use_module(library(lists)).
e0(1).
0.6::e1(1).
p00(Y) :- e1(3), e0(1), between(1,3,Y), not e1(Y).
p00(Y) :- e1(X), e1(3), e1(X), between(1,3,Y), T =.. [g, Y], T \== g(0).
p01(X) :- e0(X), e0(2), e0(1), \+ e1(X), \+ e1(X).
p10(X,Y) :- e1(Z), e1(X), e1(Z), between(1,3,Y), X =:= 1.
p11(X) :- p00(X), findall(V, e1(V), L), length(L, N), N >= 1.
P::p11(X) :- (e1(3), between(1,3,X), compare(O, X, 3), X =\= 2), P is X / 4.
query(p00(2)).
