:- use_module(library(lists)).
e0(3).
0.25::e0(1).
0.1::e0(3); 0.1::e0(1).
0.75::e1(3,1).
0.75::e1(1,2).
0.7::e1(1,3).
0.1::e1(1,1); 0.1::e1(2,2).
0.25::e2(1,2).
0.25::e2(1,1).
0.25::e3(1).
p00 :- e2(3,Z), e2(X,Y), findall(V, e1(3,V), L), length(L, N), N >= 2.
p00 :- e1(Z,X), e3(X), call(e2, Z, Z), X =:= 2.
p01(X,X) <- p00, p01(3,Z), between(1,3,X), findall(V, e3(V), L), L = [], W is Z + 2, W < 5.
0.7::p01(Y,X) :- p00, between(1,3,X), between(1,3,Y), Y @=< 1, X =\= 1.
p01(3,X) :- p01(X,X), p00, p01(Y,Y).
p10(Y) :- p10(X), e2(X,X), between(1,3,Y), call(e1, Y, X), findall(V, e2(Y,V), L), L = [].
p10(X) :- e1(X,Y), compare(O, X, 1).
p10(X) <- p10(X), e2(Y,X), p10(Y), call(e1, Y, Y), compare(O, X, 2).
query(p10(2)).
evidence(e0(3), true).
