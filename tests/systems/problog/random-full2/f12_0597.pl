:- use_module(library(lists)).
0.9::e0(3).
e0(1).
0.6::e1.
0.5::e2.
p00(X) :- e1, p00(Y), p00(Y), between(1,3,X).
P::p00(Y) :- (e0(2), between(1,3,Y), \+ e0(Y), compare(O, Y, 1)), P is Y / 4.
p10(Y,1) <- (e0(Z), e1, between(1,3,Y)) ; (e1, p00(Y), p00(Y)).
p10(X,X) :- p10(Y,X), p00(Z).
0.5::p10(X,Y) :- e0(Y), between(1,3,X), X =\= 2, T =.. [g, Y], T \== g(0).
p20(Y) :- (e2, p00(Z), p20(3), between(1,3,Y), \+ e1, \+ p10(Y,1)) ; (Z == 3, p10(Z,2), e2, e0(Z), between(1,3,Y)).
p20(Y) :- (e1, p20(3), e2, between(1,3,Y), \+ e1, not p00(Y)) ; (Y == 2, e1, between(1,3,Y)).
P::p21(X) <- ((p20(X), p21(1), findall(V, p10(2,V), L), sort(L, S), length(S, N), N < 2) ; (e2, p00(3), e0(1), between(1,3,X))), P is X / 4.
0.75::p21(Y) :- (e0(Z), e2, between(1,3,Y), call(e0, Y), T =.. [g, Y], T \== g(0)) ; (e2, between(1,3,Y), findall(V, e0(V), L), length(L, N), N >= 1).
p21(Y) :- p21(Z), p21(Z), e2, between(1,3,Y), W is Z + 1, W < 5, \+ e2.
p30 :- (p21(Z), p30, p20(Y), \+ p21(Y), T =.. [g, Y], T \== g(0)) ; (p30, p10(Z,Y), p10(Y,Z), \+ p10(Z,Y)).
query(e2).
query(p21(3)).
query(p00(3)).
query(\+ e0(3)).
