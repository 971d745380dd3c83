:- use_module(library(lists)).
0.6::e0(1,2).
e1(1).
0.3::e2.
p00(Y) :- p01(Z), e2, between(1,3,Y), \+ e0(Z,2).
p01(Y) :- p00(Y), e0(3,3), e2, findall(V, e1(V), L), length(L, N), N >= 1.
p10(X) :- p00(Z), e0(X,2), e0(X,1).
P::p10(Y) :- (p01(2), p01(Z), e1(2), between(1,3,Y), T =.. [g, Z], T \== g(0)), P is Y / 4.
p11(X,2) :- p10(X), p00(X), p00(X).
p11(Y,X) :- p11(Y,X), p11(Z,1), p00(Z).
P::p11(X,Y) :- ((p11(X,X), e2, between(1,3,Y), call(e0, 2, X), \+ p00(Y)) ; (p11(1,3), e0(X,3), between(1,3,Y), Y @< 3, T =.. [g, X], T \== g(0))), P is X / 4.
query(p10(3)).
query(p01(3)).
query(e1(X)).
