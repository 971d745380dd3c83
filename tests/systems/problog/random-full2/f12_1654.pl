:- use_module(library(lists)).
0.2::e0.
e1(2).
0.5::e2(1).
0.25::e3.
p00(3,3) :- e2(X), X = X.
p00(X,X) :- (e2(Y), e1(Y), between(1,3,X), findall(V, e2(V), L), L \= []) ; (e3, between(1,3,X), not e2(X), compare(O, X, 3)).
p00(Y,Y) :- (p00(Y,Y)) ; (e3, e3, between(1,3,Y), Y == Y, findall(V, e2(V), L), sort(L, S), length(S, N), N < 2).
P::p10(X) :- (e3, p00(Y,Z), between(1,3,X), T =.. [g, Y], T \== g(0)), P is X / 4.
p10(X) :- e0, e3, between(1,3,X), X @< a.
P::p10(X) :- (p10(Z), p10(1), p00(3,Z), between(1,3,X), findall(V, p00(Z,V), L), sum_list(L, T), T > 2), P is X / 4.
0.25::p20(Y,Y) :- e0, between(1,3,Y).
0.2::p20(X,X) :- e3, p10(Y), between(1,3,X), X @>= 3.
p21(X,Y) :- (e0, between(1,3,X), between(1,3,Y), Y == X) ; (e3, between(1,3,X), between(1,3,Y)).
0.9::p21(Y,Y) :- (e3, between(1,3,Y)) ; (p10(Y), e0, Y >= 3, \+ p00(Y,1)).
p21(X,3) :- p21(X,X).
query(e3).
