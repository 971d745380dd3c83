:- use_module(library(lists)).
0.2::e0(2,1).
0.75::e0(1,2).
0.5::e0(1,1).
e1(1,3).
e1(1,1).
0.5::e2(2).
p00(1) :- p00(1), e0(X,1), not e2(X), call(e0, X, X).
0.4::p00(X) :- e0(2,1), p00(3), between(1,3,X), \+ e2(X), findall(V, e1(2,V), L), sort(L, S), length(S, N), N < 2.
P::p00(Y) :- ((e1(Y,2), p00(X), \+ e1(Y,2)) ; (e1(Z,1), e2(3), e2(Y))), P is Y / 4.
p01(1) :- e2(X), \+ e2(2).
p01(X) <- (p01(Y), p00(Z), between(1,3,X), Z = Z, \+ e0(Y,X)) ; (p00(Z), e0(Z,Y), e0(Y,Z), between(1,3,X), \+ e2(Y)).
0.6::p10(X) :- e2(3), p00(Y), p00(Y), between(1,3,X).
p11(X) :- p11(Z), p01(Z), p00(Z), between(1,3,X).
P::p20(X,2) :- (p21(Z,2), p21(Z,1), between(1,3,X), findall(V, e1(Z,V), L), length(L, N), N >= 1, not p01(Z)), P is X / 4.
p21(X,1) :- e2(X).
P::p21(Y,Y) :- ((p21(3,Y), e0(2,Y), p01(3)) ; (p10(Y), p20(2,Y))), P is Y / 4.
query(p21(3,Y)).
query(\+ p01(3)).
