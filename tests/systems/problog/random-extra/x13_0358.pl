:- use_module(library(lists)).
0.2::e0(1).
0.1::e0(3); 0.2::e0(2); 0.1::e0(1).
0.9::e1(1,1).
0.9::e1(2,1).
e2.
0.75::e3(2,1).
0.6::p00(X) :- e3(1,2), e3(Z,3), between(1,3,X), \+ e0(X).
p00(3) :- (p00(Y)) ; (e3(Y,Y), Y = 3, Y \== Y).
p00(Y) :- e2, between(1,3,Y), T =.. [g, Y], T \== g(0).
0.1::\+p00(Y) :- e1(Y,2).
p01(X) :- p01(Y), between(1,3,X), \+ e3(1,2), not e3(X,Y).
p10 :- (p00(2), findall(V, p00(V), L), sort(L, S), length(S, N), N < 2) ; (p00(3), findall(V, e1(2,V), L), L \= [], \+ e1(3,3)).
p10 :- e2, p00(X).
query(p00(X)).
query(\+ p10).
evidence(p00(1), true).
