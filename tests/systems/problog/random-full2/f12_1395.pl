:- use_module(library(lists)).
0.6::e0(1).
0.1::e0(1); 0.3::e0(2).
0.5::e1(2).
0.9::e1(1).
e1(3).
0.75::e2(2,3).
0.2::e2(3,3).
e3.
p00(1) <- e0(X), p00(3), e3, X \== X.
P::p00(X) :- (p00(1), between(1,3,X), X = X), P is X / 4.
0.75::p00(3) :- p00(Z), e3, findall(V, e1(V), L), length(L, N), N >= 1, call(e1, Z).
p01(Y) :- e2(Y,Y), p00(Y), findall(V, e0(V), L), L = [], Y @< f(1).
p01(Y) :- (p01(X), e3, e1(X), between(1,3,Y)) ; (p00(1), e2(3,X), e2(Z,2), between(1,3,Y)).
p01(Y) :- (p01(X), e2(X,X), between(1,3,Y)) ; (e2(3,2), between(1,3,Y), T =.. [g, Y], T \== g(0), Y \== Y).
P::p10(X,X) <- ((p00(1), e2(X,X), X = 2) ; (e3, e2(1,X), p10(3,Z), findall(V, e0(V), L), sort(L, S), length(S, N), N < 2)), P is X / 4.
p10(X,Y) :- p00(Z), p10(Z,Z), between(1,3,X), between(1,3,Y), findall(V, e2(Y,V), L), L = [], \+ e2(Z,1).
p20(1) :- e3, e3, p20(Z).
p20(2) :- e3, e3, call(e0, 3), \+ e3.
p20(X) :- p20(1), e3, between(1,3,X), not e0(X).
p30(X,3) :- e1(X), p30(Y,X), e3, findall(V, p00(V), L), sum_list(L, T), T > 2, \+ e0(Y).
p30(X,1) :- (e1(X)) ; (X == 3, e0(Y), between(1,3,X), X \== 1).
query(e2(Y,X)).
query(e0(2)).
query(p30(2,2)).
