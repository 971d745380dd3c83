:- use_module(library(lists)).
0.9::e1(2).
0.2::e2.
p00(X,Y) :- e2, e0(Y), p00(Y,1), between(1,3,X), findall(V, e1(V), L), sort(L, S), length(S, N), N < 2.
p10(X,Y) :- e2, e2, between(1,3,X), between(1,3,Y), findall(V, p00(X,V), L), sort(L, S), length(S, N), N < 2, findall(V, e1(V), L), L \= [].
0.7::p10(Y,1) :- e0(1), p10(Y,X), e1(3), X == 1.
p10(X,Y) <- p10(Y,2), between(1,3,X), findall(V, p00(X,V), L), length(L, N), N >= 1.
p20(1) :- p21(Z), e2, findall(V, p10(1,V), L), sort(L, S), length(S, N), N < 2, Z @>= 2.
0.7::p21(1) :- Y \== 1, p10(Y,X).
p21(3) <- (e0(1), p00(Z,X)) ; (e0(Z), p10(X,Y), T =.. [g, Y], T \== g(0), not p10(Y,Y)).
query(e2).
query(p00(1,2)).
query(p10(Y,Y)).
