:- use_module(library(lists)).
e0(2).
0.6::e1(3,3).
0.3::e2(1).
e2(2).
0.2::e2(1); 0.2::e2(2); 0.2::e2(3).
p00(X) :- (p01(3), between(1,3,X), findall(V, e2(V), L), L = [], \+ e0(X)) ; (e1(Z,X)).
p01(Y) :- e1(1,X), between(1,3,Y), Y @>= 1, not e0(Y).
P::p01(X) :- ((e1(1,Z), e2(Z), between(1,3,X)) ; (e0(Z), e0(Z), between(1,3,X))), P is X / 4.
0.9::p01(3) <- (p00(Z), p00(1)) ; (p00(Z), p01(2)).
0.7::p10(Y) :- p10(Z), p00(3), p00(2), between(1,3,Y).
p10(1) :- p01(Y), e1(Y,2), findall(V, e2(V), L), length(L, N), N >= 2.
p10(3) :- Y == 3, p00(Y), e1(2,Y).
0.9::p20(Y) :- p21(Y), Y == Y.
P::p21(Y) <- (e1(3,X), e2(X), e1(X,2), between(1,3,Y), T =.. [g, X], T \== g(0)), P is Y / 4.
p21(Y) :- Y == 3, e0(Y).
p21(X) :- e1(3,Z), p10(Z), p21(2), between(1,3,X).
query(p20(3)).
query(p10(X)).
evidence(p20(3), false).
