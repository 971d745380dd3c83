:- use_module(library(lists)).
e0(1).
0.75::e1(3).
0.2::e1(2).
0.25::e1(1).
0.75::e2.
0.3::e3(3,2).
0.2::e3(2,2); 0.3::e3(3,3); 0.2::e3(1,1).
p00(X) :- e0(X), e1(X), p01, findall(V, e1(V), L), L = [], findall(V, e1(V), L), sort(L, S), length(S, N), N < 2.
0.5::p00(X) :- e0(Z), between(1,3,X), not e1(X).
p00(X) :- p01, p00(Z), e1(Z), between(1,3,X), call(e3, X, X), T =.. [g, X], T \== g(0).
p01 :- p00(1).
p01 :- p01, p00(Z), p01, Z >= 1.
0.4::p01 :- (p01, e3(2,Z), e3(Z,Z)) ; (e2, p00(3)).
P::p10(Y,Y) :- ((p01, p01, p00(X), between(1,3,Y)) ; (p00(2), e1(Z), p00(Y), call(e1, 1), call(e0, Y))), P is Y / 4.
p10(Y,2) :- p10(Y,Z).
P::p20(X) :- (e2, between(1,3,X), X \== X), P is X / 4.
query(p10(1,3)).
query(p20(3)).
query(e1(1)).
query(e2) :- between(1,2,X).
evidence(p10(3,1), true).
