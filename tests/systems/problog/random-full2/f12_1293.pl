:- use_module(library(lists)).
0.5::e1(1,1).
0.6::e1(3,2).
p00(Y) :- (e0(Z,X), between(1,3,Y), findall(V, e0(Y,V), L), sum_list(L, T), T > 2, not e1(X,1)) ; (p01(Z,2), p01(Z,Z), p01(Z,1), between(1,3,Y)).
p00(3) :- p01(Y,Z), e0(Z,Y), p00(Y).
P::p00(X) :- (p00(1), between(1,3,X), not e1(1,X), \+ e1(X,X)), P is X / 4.
p01(X,X) :- (p01(Y,3), e1(Y,2), p00(X)) ; (p00(1), p01(Y,Z), between(1,3,X), Z @>= 3).
0.6::p10(Y) :- p00(X), e1(X,X), e1(X,Z), between(1,3,Y), findall(V, p00(V), L), length(L, N), N >= 1, T =.. [g, X], T \== g(0).
p10(Y) <- (p10(Y), e0(3,Y)) ; (e1(Y,2), p01(2,Z), T =.. [g, Z], T \== g(0)).
query(e1(3,2)).
query(e0(Y,2)).
query(p00(1)).
query(\+ p10(2)).
