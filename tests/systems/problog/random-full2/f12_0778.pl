:- use_module(library(lists)).
0.5::e0(3).
0.75::e1(3).
0.7::e1(2).
0.5::e3(3).
0.5::e3(2).
e3(1).
0.2::p00(X) :- e1(Y), between(1,3,X).
p00(X) :- e0(3), between(1,3,X), X >= 3.
P::p10(X) :- (e1(Y), e1(1), between(1,3,X), X @=< 3), P is X / 4.
P::p10(Y) :- (X \== 1, e3(Y), e2(1,Y), e2(Y,X)), P is Y / 4.
P::p20(X,Y) :- (e3(2), p00(Z), between(1,3,X), between(1,3,Y), call(e2, 3, X), \+ e0(Y)), P is X / 4.
0.9::p30(Y) :- p00(2), between(1,3,Y), findall(V, e1(V), L), sum_list(L, T), T > 2, Y = 2.
p30(Y) :- (p20(Z,Z), e1(3), e2(1,Z), between(1,3,Y), findall(V, e3(V), L), sum_list(L, T), T > 2, Z =\= 3) ; (p30(Y), Y \== 2).
0.6::p30(X) :- e0(2), between(1,3,X), call(p20, 1, 1), findall(V, p00(V), L), sum_list(L, T), T > 2.
query(p20(Y,2)).
query(p30(2)).
query(p20(Y,X)).
