:- use_module(library(lists)).
e0(1).
0.2::e0(3); 0.1::e0(2); 0.3::e0(1).
0.8::e1(3,1).
0.2::e1(2,2); 0.1::e1(3,3).
p00(Y) :- p00(3), between(1,3,Y).
p00(X) :- (e0(3), e0(Y), between(1,3,X), X == 2) ; (e0(X), p00(X)).
p00(X) :- e0(X), p00(X), findall(V, e1(X,V), L), sum_list(L, T), T > 2.
P::p10(X) :- ((e0(3), p00(3), p10(Z), between(1,3,X)) ; (e1(X,2), p10(3), p10(X), X @=< 2)), P is X / 4.
p10(X) :- p10(Y), e0(Y), between(1,3,X), X =\= 2.
0.25::\+p10(Y) :- e0(Y).
query(p10(1)).
query(p10(2)).
query(e0(2)).
query(p00(X)) :- between(1,2,X).
query(\+ p10(2)).
evidence(e1(2,3), true).
