:- use_module(library(lists)).
0.75::e0(2).
0.1::e0(3); 0.2::e0(1).
0.75::e1(3,1).
e1(1,2).
0.7::e1(3,2).
p00(3) :- e0(Y), p00(2), e0(2).
0.5::p00(3) :- e1(X,Z), e0(2), e0(X), \+ e0(2).
p01(2) :- e0(Z), e0(Y), T =.. [g, Z], T \== g(0).
p01(Y) :- (e0(3), e0(Z), p01(Y)) ; (e0(X), p00(X), between(1,3,Y)).
p10(Y,X) :- p10(X,Y), e0(2), p11(Y,X), Y @>= 3, not e1(X,X).
p10(X,X) :- e0(X), not e0(3), findall(V, e1(X,V), L), length(L, N), N >= 2.
p10(X,X) :- (e1(Z,Z), between(1,3,X)) ; (p11(3,X), p11(X,1), X =\= 1).
P::p11(Y,Y) :- (p11(Z,3), p01(Z), e0(2), between(1,3,Y), W is Z + 1, W < 5, Z @< 1), P is Y / 4.
P::p11(Y,X) <- ((X == 3, e1(Z,Z), p10(3,Y), p01(Y), between(1,3,X), compare(O, X, 2)) ; (p10(2,1), e1(Y,3), between(1,3,X))), P is Y / 4.
p11(Y,X) :- p00(2), p00(Y), e0(Y), between(1,3,X), findall(V, p01(V), L), sort(L, S), length(S, N), N < 2, X @=< 1.
p20(2) :- (p11(3,Z), p01(1), Z == Z, \+ e1(1,3)) ; (e1(1,Z), p00(Z), e1(Z,Z), not p11(Z,Z)).
0.6::p20(X) <- p20(2), p11(X,X), p01(X), findall(V, p01(V), L), L \= [], not e0(X).
query(p20(X)).
query(e0(2)).
query(p11(3,1)).
