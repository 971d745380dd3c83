:- use_module(library(lists)).
0.9::e0.
0.5::e1(3).
0.4::e1(2).
0.2::e1(1); 0.3::e1(2).
0.3::e2(2,2).
0.2::e2(2,2); 0.1::e2(3,3); 0.1::e2(1,1).
0.75::e3.
p00(X) :- p00(X), p00(X), findall(V, e1(V), L), sort(L, S), length(S, N), N < 2, findall(V, e1(V), L), length(L, N), N >= 1.
p01(Y) :- (p01(X), p01(X), between(1,3,Y)) ; (e3, p00(X), between(1,3,Y), call(e2, 3, Y)).
P::p10(Y) :- (e2(Z,X), e0, between(1,3,Y)), P is Y / 4.
p20 <- Z == 1, p01(X), e2(1,1), p10(Z).
p20 :- p10(Z).
p21(Y) :- e1(2), between(1,3,Y).
0.2::p21(X) :- e0, between(1,3,X).
P::p21(Y) :- (p21(2), between(1,3,Y)), P is Y / 4.
P::p30(Y) :- (e2(X,1), e3, between(1,3,Y), findall(V, p01(V), L), L = []), P is Y / 4.
p30(X) :- e1(Z), e2(Z,Z), p10(2), between(1,3,X), \+ e3, call(p00, Z).
0.2::p30(Y) :- e0, p01(X), e1(2), between(1,3,Y), call(p01, Y), T =.. [g, X], T \== g(0).
p31 :- p30(1), not p00(2).
query(e0).
query(p00(3)).
query(p10(3)).
query(p31) :- between(1,2,X).
evidence(e1(1), false).
