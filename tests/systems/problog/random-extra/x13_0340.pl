:- use_module(library(lists)).
0.75::e0(1,2).
e1(3,2).
0.1::e2(3).
p00(Y) <- (e1(2,X), e2(Y), findall(V, e1(1,V), L), L \= [], not e0(Y,Y)) ; (e0(Z,Z), e0(X,Y)).
P::p00(Y) <- (e0(Y,X), e1(X,Y), p00(2), Y \== X), P is Y / 4.
p00(X) :- e2(2), between(1,3,X), findall(V, e2(V), L), length(L, N), N >= 2, X =:= 3.
0.75::\+p00(X) :- e1(X,2).
p01(Y,X) :- X == 2, e0(1,X), p01(X,X), between(1,3,Y), \+ e0(Y,X).
p10(X) :- p01(X,X), e0(Y,X), e1(X,Y).
p11(2) :- p11(Y), p11(Y), p11(Y), Y @< 2, Y \== Y.
p20 :- p10(X), p20, p11(X).
p30 :- p10(X), e0(2,X).
query(p01(Y,2)).
query(p01(X,2)).
query(p20).
query(\+ p11(1)).
