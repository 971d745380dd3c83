:- use_module(library(lists)).
0.1::e0(2,1).
e0(1,2).
e0(1,3).
0.75::e1.
0.25::e2.
e3(3).
0.6::e3(1).
p00(3,2) :- p01(Y), findall(V, e0(2,V), L), sort(L, S), length(S, N), N < 2.
p01(Y) :- e2, e0(Y,2), e3(Y), Y @=< 2, findall(V, e0(Y,V), L), L \= [].
p01(Y) :- p01(3), between(1,3,Y).
p01(2) :- e2, e2, not e0(2,2).
p10(Y) :- p01(Z), p10(Z), e2, between(1,3,Y).
p10(Y) :- e2, p01(Y), e3(Y).
p10(X) :- p10(X), W is X + 1, W < 5.
p20 :- e2, p01(X), p20.
0.7::p30 :- p01(X), p10(X), \+ p20, X @>= a.
p30 :- p00(3,X), p01(Y), X \== Y.
p31(Y) :- p10(2), p01(X), p01(X), between(1,3,Y).
query(p31(X)).
query(p30).
query(p10(3)).
query(\+ p20).
