:- use_module(library(lists)).
e0(1,3).
e0(1,1).
0.25::e1.
0.1::e2(1).
0.1::e2(3).
0.2::e3(3,3); 0.1::e3(2,2).
p00(Y,X) :- e1, between(1,3,X), between(1,3,Y).
p01(X) :- e1, p00(X,Z), p00(Z,Z).
p10(Y) :- e2(Y), e2(2), p10(X).
p10(Y) :- (e0(X,Y)) ; (p00(Z,Y), findall(V, p00(Z,V), L), sort(L, S), length(S, N), N < 2).
query(e1).
query(e2(2)).
query(p10(X)) :- between(1,2,X).
