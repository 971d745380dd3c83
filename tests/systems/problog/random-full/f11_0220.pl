:- use_module(library(lists)).
0.3::e0(3).
0.3::e0(1); 0.3::e0(2).
0.1::e1(1,3).
e2(2).
0.3::e3(1).
0.75::e3(2).
p00(X) :- p01(2), p00(1), between(1,3,X).
P::p00(Y) :- (e2(X), e1(X,X), e2(3), between(1,3,Y), X @=< 2, Y == X), P is Y / 4.
p00(X) :- p00(Z), p01(3), e3(Z), between(1,3,X).
p01(X) :- e1(Z,Y), e0(Y), e2(Z), between(1,3,X).
p01(Y) :- (p00(2), e1(Z,3), e3(Z), between(1,3,Y), Z \== Y) ; (Y == 3, e3(1), between(1,3,Y), \+ e1(Y,Y)).
p10(1) :- p00(1), p10(Y), p00(Y), findall(V, p00(V), L), sort(L, S), length(S, N), N < 2, T =.. [g, Y], T \== g(0).
p10(3) :- p00(Z), e3(Z), p10(Z).
P::p10(X) :- ((e0(Y), e2(X), e1(Y,X), not e0(X), not e2(Y)) ; (e3(3), between(1,3,X), X =:= 3, findall(V, e0(V), L), L \= [])), P is X / 4.
query(e0(3)).
query(e3(2)).
query(p01(3)).
query(p10(X)) :- between(1,2,X).
query(\+ p10(2)).
evidence(p10(1), true).
