:- use_module(library(lists)).
e0(1).
0.3::e1(2).
e2(2).
0.5::e2(1).
0.25::e2(3).
0.6::p00(X,X) :- e2(Z), e1(Z), e1(Z), between(1,3,X), T =.. [g, Z], T \== g(0).
0.4::p01(Y) :- e3(3), between(1,3,Y).
P::p10(X,X) :- ((p01(Y), e2(1), p00(Z,2), between(1,3,X), findall(V, e1(V), L), sort(L, S), length(S, N), N < 2, call(e2, Z)) ; (e0(Y), between(1,3,X))), P is X / 4.
p10(Y,X) :- e3(X), e1(Y), T =.. [g, Y], T \== g(0), findall(V, p01(V), L), length(L, N), N >= 1.
p10(X,2) :- (e2(Y), e3(3), p10(3,3), between(1,3,X), findall(V, e2(V), L), L = []) ; (p10(Z,X), p11(X,Z), p10(X,X), Z @>= a, \+ e2(3)).
p11(3,X) :- (Z == 2, e0(Z), e1(Z), e0(3), between(1,3,X), Z @>= 2) ; (p10(2,2), e2(Y), p00(3,3), between(1,3,X), W is X + 1, W < 5, not e3(Y)).
0.75::p20(Y,3) :- p20(1,X), between(1,3,Y), not e2(1), call(e2, Y).
p30(1,3) :- p10(Y,1), p30(Y,Y), Y == Y.
p30(1,1) :- e0(3), findall(V, p01(V), L), sort(L, S), length(S, N), N < 2.
0.7::p31 :- (p20(Y,Z), p11(2,X), Y = 1) ; (e0(Y), e3(Y)).
query(p20(1,3)).
query(p31) :- between(1,2,X).
evidence(p00(2,2), true).
