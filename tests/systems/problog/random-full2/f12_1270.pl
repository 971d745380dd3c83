:- use_module(library(lists)).
e0.
0.2::e1(1,2).
e1(3,2).
0.8::e1(1,1).
e2(2,3).
0.1::p00(X,Y) :- e2(Y,Y), e2(Y,1), between(1,3,X).
p10(Y) :- e1(2,X), between(1,3,Y).
0.75::p20(X) :- p21(Y,3), between(1,3,X), Y == X.
0.6::p21(Y,1) :- X \== 3, p20(X), between(1,3,Y), W is X + 2, W < 5.
p21(Y,X) :- p10(2), e3(2,Z), between(1,3,X), between(1,3,Y), findall(V, e3(2,V), L), sort(L, S), length(S, N), N < 2, \+ e1(2,Y).
p21(Y,Y) :- e3(Z,1), p21(Z,2), between(1,3,Y), Z == Y.
query(e0).
query(e1(Y,3)).
query(e1(X,X)) :- between(1,2,X).
evidence(e2(1,1), false).
