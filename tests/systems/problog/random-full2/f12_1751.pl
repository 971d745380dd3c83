:- use_module(library(lists)).
0.7::e0(1).
0.6::e0(3).
e1(3).
0.7::e1(1).
0.8::e1(2).
0.3::p00(X) <- (e0(X)) ; (e0(Z), e0(X), e1(Z)).
0.9::p00(X) :- e1(Y), e0(1), p00(X), findall(V, e0(V), L), sort(L, S), length(S, N), N < 2.
p10(Y) <- p10(Z), p00(1), e1(Z), between(1,3,Y), findall(V, e1(V), L), sort(L, S), length(S, N), N < 2, not e1(Z).
p11(2) :- p10(Y), e0(Y), p00(Y), not p00(Y), Y \== Y.
p11(Y) :- (e1(Y), Y =:= 1) ; (p10(X), p00(X), between(1,3,Y), \+ e0(X), findall(V, p00(V), L), length(L, N), N >= 1).
p11(Y) :- (p11(X), p00(X), between(1,3,Y), not p00(Y)) ; (p00(Z), between(1,3,Y)).
p20(X,X) :- (p00(3), p21(Z,Y), p20(Z,3), between(1,3,X), X == Y) ; (p00(1), e0(3), p10(Z), between(1,3,X), \+ p00(X), T =.. [g, Z], T \== g(0)).
0.4::p20(1,2) :- p11(Z), p10(Z), p10(1).
p20(X,Y) :- (p10(1), between(1,3,X), between(1,3,Y), \+ e0(X)) ; (e1(X), p21(Y,X), Y >= 3, compare(O, Y, 2)).
P::p21(X,X) :- (p10(Z), between(1,3,X), \+ e1(X), T =.. [g, Z], T \== g(0)), P is X / 4.
query(p20(2,Y)).
query(p21(1,1)).
evidence(e0(1), true).
