:- use_module(library(lists)).
0.3::e0.
e1(3).
0.5::e1(2).
0.1::e1(3); 0.3::e1(1).
0.5::e2(3).
0.4::e3(3).
0.2::e3(1).
p00(Y) :- e1(X), e3(Z), e1(X), between(1,3,Y), compare(O, X, 3), findall(V, e1(V), L), length(L, N), N >= 1.
p00(X) :- p00(Y), e2(Z), p00(Z), between(1,3,X).
p01(Y,Y) :- e0, e2(Z), between(1,3,Y), T =.. [g, Z], T \== g(0).
p10(2) :- (e0, p01(3,X), findall(V, p00(V), L), length(L, N), N >= 1) ; (p10(Z), \+ p00(Z)).
0.7::p20(Y) :- p10(X), e3(2), between(1,3,Y).
P::p20(X) :- (p00(Y), between(1,3,X)), P is X / 4.
p20(Y) :- Y == 3, e0, p21(Y), p00(Y).
p21(X) :- p21(3), between(1,3,X).
p21(X) <- (p20(Z), e1(Z), e0, between(1,3,X)) ; (p01(Y,Z), between(1,3,X)).
P::p21(X) :- (e2(Y), between(1,3,X)), P is X / 4.
P::p30(1,X) :- (p10(X), e3(X), \+ p20(X)), P is X / 4.
p30(2,X) :- p30(Y,Y), p21(Z), between(1,3,X), findall(V, e2(V), L), sort(L, S), length(S, N), N < 2, not p21(Z).
query(e1(2)).
