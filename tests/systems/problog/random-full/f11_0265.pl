:- use_module(library(lists)).
0.6::e0.
0.9::e1(2,2).
0.2::e1(3,2).
0.9::e1(3,1).
e2(2).
0.3::e2(1); 0.3::e2(3).
p00(3) :- p00(Z), e2(Z), call(e2, Z).
p01(Y) :- p00(3), p01(3), p00(2), between(1,3,Y).
0.7::p01(3) :- p01(Z), Z \= Z, \+ e1(3,1).
p10(Y) :- e0, p01(X), p10(2), between(1,3,Y), W is X + 1, W < 5, findall(V, e2(V), L), L = [].
0.2::p10(X) :- p01(3), p10(1), e0, between(1,3,X).
p10(X) :- p00(X), e2(X), W is X + 1, W < 5.
query(e2(X)).
