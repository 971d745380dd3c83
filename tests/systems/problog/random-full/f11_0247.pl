:- use_module(library(lists)).
0.9::e0(1).
0.9::e0(2).
0.2::e0(2); 0.2::e0(1); 0.2::e0(3).
0.9::e1(1,1).
e2(2,2).
0.1::e3.
p00(X) :- (p01, p01, e0(3), between(1,3,X), call(e1, X, 3)) ; (e3, e0(Y), between(1,3,X)).
p00(X) :- e3, between(1,3,X), X =\= 2.
P::p00(X) :- (e2(3,X), e0(1), e2(X,Z), findall(V, e0(V), L), length(L, N), N >= 2), P is X / 4.
p01 :- e0(1), not e1(1,3), findall(V, e0(V), L), L \= [].
p10 :- e3, e1(Y,Z), findall(V, e0(V), L), L \= [], \+ e0(Y).
p10 :- p10, p01, e0(X).
0.7::p10 :- (e3, e3, findall(V, p00(V), L), sum_list(L, T), T > 2) ; (p00(Z), e0(Z), T =.. [g, Z], T \== g(0)).
p20(X) :- e2(Y,Z), e2(Y,Z), e0(Z), between(1,3,X), findall(V, p00(V), L), sort(L, S), length(S, N), N < 2.
0.8::p20(2) :- (e2(2,3), e3, e2(Z,X), \+ e3, \+ e1(X,2)) ; (e3).
p20(Y) :- (p00(X), e3, between(1,3,Y)) ; (e3, between(1,3,Y), Y @>= f(1), T =.. [g, Y], T \== g(0)).
query(p10).
query(p00(1)).
query(\+ p00(3)).
