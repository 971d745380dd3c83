:- use_module(library(lists)).
e0.
0.6::e1.
0.75::e2(1).
0.3::e2(1); 0.1::e2(2); 0.1::e2(3).
P::p00(X,Y) :- (e2(2), between(1,3,X), between(1,3,Y), X == X, findall(V, e2(V), L), L = []), P is X / 4.
0.9::p00(2,Y) :- e1, between(1,3,Y), not e2(Y).
p00(X,X) :- e0, e2(Z), e2(X), X >= 3.
p10(1) :- Z == 3, p00(3,Z), not e2(Z).
query(e2(X)).
query(p10(X)).
query(\+ p00(2,2)).
