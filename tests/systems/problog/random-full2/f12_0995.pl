:- use_module(library(lists)).
0.6::e0(1).
0.25::e1.
0.9::e2.
0.4::e3(1).
e3(3).
p00(2,Y) :- e3(X), between(1,3,Y), \+ e0(Y), not e3(X).
p00(3,Y) :- (e0(2), e2, between(1,3,Y)) ; (e0(3), e0(Y), call(e0, Y), findall(V, e0(V), L), length(L, N), N >= 1).
p00(1,Y) :- (e3(3), between(1,3,Y), call(e3, 2), findall(V, e0(V), L), sort(L, S), length(S, N), N < 2) ; (p00(1,X), e1, between(1,3,Y), T =.. [g, X], T \== g(0)).
P::p10(Y) :- ((e3(X), p10(1), e0(2), between(1,3,Y)) ; (p10(1), between(1,3,Y))), P is Y / 4.
p10(1) :- e1, e0(X).
p10(X) :- (e2, e3(Z), e3(Z), between(1,3,X), X >= 3) ; (p00(X,2), p10(3), p10(2)).
0.25::p20 :- (e1) ; (e0(3)).
p20 :- e3(X), e2, p20.
p20 :- e0(2), e3(Z), e0(Z), Z \= 2.
0.25::p21 :- e1, e1, \+ e3(1).
p21 :- e2, e3(Z), \+ e1, T =.. [g, Z], T \== g(0).
query(p20).
evidence(p10(3), false).
