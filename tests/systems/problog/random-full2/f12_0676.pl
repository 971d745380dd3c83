:- use_module(library(lists)).
0.9::e0(2).
0.8::e0(3).
e1(2,2).
0.2::e1(1,3).
p00(X,Y) :- (p00(Y,Z), e0(Z), e0(Y), between(1,3,X), \+ e1(2,2), T =.. [g, Y], T \== g(0)) ; (p00(X,Y), p00(3,Y), e0(2)).
P::p00(1,Y) :- (e0(Z), p00(1,1), between(1,3,Y)), P is Y / 4.
p10(1) :- e0(Z), p00(Z,Y).
p10(X) :- e1(3,Y), e0(1), between(1,3,X).
p20(Y) :- p10(Y), e1(Y,2), \+ p00(Y,2), Y \== Y.
p20(Y) :- e1(2,2), between(1,3,Y), findall(V, p10(V), L), sort(L, S), length(S, N), N < 2.
P::p30(X) :- (e0(Z), p10(3), e1(2,Z), between(1,3,X), findall(V, e1(3,V), L), length(L, N), N >= 1), P is X / 4.
query(e1(3,X)).
query(p10(3)).
query(e0(3)).
