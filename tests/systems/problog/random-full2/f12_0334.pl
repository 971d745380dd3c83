:- use_module(library(lists)).
e0(1,2).
0.75::e0(1,3).
0.3::e1(3,3).
e1(2,1).
0.9::e1(1,2).
0.6::e2.
0.25::e3.
p00(Y) :- e2, e1(Y,Z), e2.
p00(X) :- p01(2,3), e1(X,Y), call(e1, Y, X).
p00(Y) :- (e0(1,Z), e1(Z,Z), between(1,3,Y), findall(V, e0(3,V), L), length(L, N), N >= 2, T =.. [g, Y], T \== g(0)) ; (Y \== 1, e2, e0(X,2), e1(X,X), between(1,3,Y), \+ e0(X,2)).
p01(1,Y) :- p01(Y,Z).
p01(X,Y) <- e2, p01(2,X), e0(Z,X), between(1,3,Y), T =.. [g, Z], T \== g(0).
p10(X,Y) :- (e2, e2, between(1,3,X), between(1,3,Y), call(e1, Y, X), X = Y) ; (e1(X,1), e3, between(1,3,Y), Y \= X).
0.3::p10(3,Y) :- e3, p10(X,Y), e2, findall(V, e1(2,V), L), length(L, N), N >= 1, findall(V, e1(X,V), L), sort(L, S), length(S, N), N < 2.
query(e3).
query(e0(3,X)).
query(\+ e0(1,2)).
