:- use_module(library(lists)).
0.4::e0.
e1(2).
0.5::e1(1).
0.6::e2.
0.25::e3(1).
0.2::e3(2); 0.2::e3(1).
p00(Y,X) :- (p00(2,Y), e1(Y), between(1,3,X)) ; (e1(Y), e2, between(1,3,X)).
p01(Y) :- Y == 1, e1(Z), e1(Z), p01(Y), findall(V, e3(V), L), L = [].
p01(X) :- p01(3), e3(1), between(1,3,X), T =.. [g, X], T \== g(0), X >= 3.
p10(1) :- (e0, e0, findall(V, p00(2,V), L), sort(L, S), length(S, N), N < 2) ; (p00(Y,Z)).
0.8::p10(X) :- e2, e1(X), p10(1), findall(V, e1(V), L), sort(L, S), length(S, N), N < 2.
P::p10(Y) :- (p10(Z), p01(Z), e1(Y), \+ e0), P is Y / 4.
query(p00(3,Y)).
query(e0) :- between(1,2,X).
evidence(p01(1), false).
