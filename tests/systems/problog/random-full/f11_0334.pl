:- use_module(library(lists)).
0.4::e0(1,1).
0.75::e0(2,3).
0.9::e0(2,2).
0.1::e0(3,1).
0.1::e0(3,3); 0.1::e0(2,2).
0.25::e2(3).
0.6::e2(2).
p00(2) :- e0(3,X), e0(1,1), e0(X,2), W is X + 1, W < 5.
p00(X) :- e2(Z), e2(Z), p00(2), between(1,3,X), \+ e2(1).
0.7::p10(X) <- p10(X), p10(3), findall(V, e0(X,V), L), sort(L, S), length(S, N), N < 2.
0.1::p20(Y,2) <- (Y == 2, p20(Y,X)) ; (e1(X,1), p10(2), between(1,3,Y)).
0.4::p20(Y,1) :- p00(Y), compare(O, Y, 3), Y =\= 1.
query(p00(3)).
query(p00(3)).
evidence(p00(3), true).
