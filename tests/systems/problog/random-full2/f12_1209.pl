:- use_module(library(lists)).
e0(1,1).
e0(2,3).
0.6::e1(1,2).
0.4::e1(2,1).
0.7::e1(2,2).
e1(3,2).
0.5::e2(1).
0.1::e2(3).
0.6::e3(2).
p00(2) :- e2(1), \+ e1(3,2), call(e1, 3, 3).
p00(X) :- (e1(Z,Z), p00(Z), between(1,3,X), X == X) ; (e0(1,Z), between(1,3,X), findall(V, e0(X,V), L), sort(L, S), length(S, N), N < 2, W is X + 1, W < 5).
p10(X) :- e0(X,Z), e0(Z,2).
P::p10(X) :- (e3(X), p10(3), p00(3), findall(V, e0(X,V), L), L \= []), P is X / 4.
p20 :- p00(X), X =\= 1.
p20 :- p00(Y).
query(p00(2)).
query(p00(1)).
query(\+ p20).
