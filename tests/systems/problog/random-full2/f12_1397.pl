:- use_module(library(lists)).
0.75::e0(1).
0.4::e1(2,2).
p00(Y,Y) <- e1(2,2), e1(Y,Z), \+ e1(Y,Z), Z =:= 2.
0.4::p10(Y,Y) :- e0(Z), between(1,3,Y), not e0(2).
p11(X,Y) :- e0(Y), e0(X), p11(Y,3), findall(V, e0(V), L), length(L, N), N >= 1, compare(O, Y, 3).
p11(X,Y) :- p00(Y,Y), p10(Y,2), p00(Z,1), between(1,3,X), call(e1, 3, X), W is Y + 1, W < 5.
query(p11(1,1)).
query(p10(X,X)) :- between(1,2,X).
query(\+ p10(3,2)).
