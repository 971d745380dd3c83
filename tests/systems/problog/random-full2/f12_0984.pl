:- use_module(library(lists)).
e0(2).
0.75::e0(1).
0.1::e0(2); 0.2::e0(1).
e1(3).
0.8::e2(1,1).
e2(3,1).
p00(X) :- e0(X), e2(X,X), e1(1), X \= X.
p00(3) :- p00(Z), p00(Y).
p10(X,X) :- p10(Z,Y), e2(Y,Z), between(1,3,X), findall(V, e0(V), L), sort(L, S), length(S, N), N < 2.
p10(1,Y) :- e1(X), between(1,3,Y).
p10(Y,X) :- e1(Z), e2(Z,Z), e2(Z,Z), between(1,3,X), between(1,3,Y), Y @>= 1, call(e1, X).
query(p00(2)).
query(e0(1)).
evidence(p00(1), false).
