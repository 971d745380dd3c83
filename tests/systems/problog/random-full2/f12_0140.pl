:- use_module(library(lists)).
0.6::e0(3).
0.2::e0(1).
0.75::e1(1).
0.1::e1(2); 0.2::e1(1); 0.1::e1(3).
0.1::e2(2,1).
0.1::e2(2,2); 0.3::e2(3,3); 0.1::e2(1,1).
p00(1,1) :- p01(2,Y), e0(Y).
p00(Y,Y) :- e0(1), e0(Z), between(1,3,Y), findall(V, e1(V), L), L \= [], Z < 1.
p01(Y,X) <- p00(Y,Y), between(1,3,X), findall(V, e2(Y,V), L), L = [], \+ e1(X).
p10 :- e0(Z), e2(X,Z), p11(1), findall(V, e1(V), L), sort(L, S), length(S, N), N < 2.
p10 :- p11(2), e1(2).
p11(Y) :- p10, p11(Y).
p11(2) :- p01(Z,X), e1(X), \+ e1(2).
p11(X) :- e0(Z), p00(X,X).
query(e0(Y)).
query(p11(2)).
query(p00(X,X)) :- between(1,2,X).
