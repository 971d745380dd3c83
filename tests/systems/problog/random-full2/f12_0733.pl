:- use_module(library(lists)).
0.9::e0(3).
0.6::e0(2).
0.25::e2.
0.75::e3(2).
e3(3).
P::p00(X,2) :- (p00(Y,Y), between(1,3,X), X >= 3), P is X / 4.
0.2::p01(Y,3) :- e3(X), p00(X,X), e3(Z), between(1,3,Y).
0.1::p01(Y,X) :- p01(Z,X), e2, e3(Z), between(1,3,Y), X =:= 3, not e3(Z).
p01(1,X) :- e3(Z), p00(X,Z).
0.25::p10(3) :- e3(Y), e2, Y @>= 3, findall(V, e3(V), L), L \= [].
P::p10(Y) :- (e1(2,Z), p01(3,Z), e3(X), between(1,3,Y), Y < 1), P is Y / 4.
P::p10(Y) :- ((p11(Y), p01(2,Y), \+ e2) ; (p11(X), e1(X,X), between(1,3,Y), findall(V, e1(3,V), L), sum_list(L, T), T > 2)), P is Y / 4.
0.7::p11(2) :- e2, e1(Y,Z), Z =:= 2, not e1(Y,Y).
p11(X) :- (p10(3), e3(Z), e3(2), between(1,3,X), findall(V, e3(V), L), sum_list(L, T), T > 2, Z =\= 3) ; (e1(Z,3), p11(X), e1(3,X), \+ p00(Z,1)).
query(p10(X)).
query(p01(Y,1)).
query(e0(1)).
evidence(p01(3,3), false).
