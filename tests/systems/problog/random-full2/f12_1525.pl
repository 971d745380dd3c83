:- use_module(library(lists)).
0.5::e0.
0.3::e1(1,3).
0.3::e1(1,1).
0.25::e1(2,1).
p00(Y) <- e1(2,X), e1(X,X), e0, between(1,3,Y), findall(V, e1(Y,V), L), length(L, N), N >= 2, not e1(3,X).
p10 :- p00(Y), p10, \+ e1(Y,3), call(e1, Y, Y).
p11(Y) :- p00(3), between(1,3,Y), not p00(Y), W is Y + 1, W < 5.
query(e1(3,X)).
query(e1(X,X)) :- between(1,2,X).
evidence(p10, true).
