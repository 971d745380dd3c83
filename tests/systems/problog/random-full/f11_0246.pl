:- use_module(library(lists)).
e0(1).
0.75::e1(3).
e1(1).
P::p00(X) :- (e1(2), p00(Y), between(1,3,X), W is Y + 2, W < 5, not e0(2)), P is X / 4.
0.25::p00(X) :- e1(3), between(1,3,X), \+ e1(X).
p10(3) :- p00(X), e0(3).
p11(1) :- (e0(1)) ; (e0(X), p00(X), \+ e0(X), findall(V, p00(V), L), sum_list(L, T), T > 2).
0.9::p20(Y) :- (p00(Z), p00(2), between(1,3,Y), T =.. [g, Y], T \== g(0), not p00(Z)) ; (p21(Z,X), e0(3), e1(X), between(1,3,Y), findall(V, e0(V), L), L = [], T =.. [g, Z], T \== g(0)).
0.5::p21(1,2) :- (p00(Y), call(e1, Y), findall(V, p10(V), L), L = []) ; (e0(Y), p00(3), Y =:= 1, Y = Y).
P::p21(Y,X) :- ((p00(3), p11(Y), p21(2,3), between(1,3,X)) ; (e0(X), p11(X), e1(2), between(1,3,Y))), P is X / 4.
0.8::p21(Y,1) :- e1(Z), between(1,3,Y).
query(e1(Y)).
query(p20(2)).
query(p10(X)) :- between(1,2,X).
query(\+ e0(1)).
evidence(p10(1), false).
