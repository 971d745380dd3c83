:- use_module(library(lists)).
e1(3).
0.1::e1(1).
e2(3).
0.9::e3(1).
0.9::e3(2).
p00(X) :- (e3(3), between(1,3,X)) ; (e2(2), e0(3,2), e2(Y), between(1,3,X)).
0.6::p00(X) :- (e1(Z), between(1,3,X), T =.. [g, Z], T \== g(0), \+ e2(Z)) ; (e3(Y), e2(1), e1(1), between(1,3,X)).
P::p10(X) <- (p00(2), p00(X), e0(2,X), findall(V, e1(V), L), sum_list(L, T), T > 2), P is X / 4.
p10(X) :- e2(3), e0(X,Y), e3(Y), X @=< 2, W is X + 2, W < 5.
p10(X) :- X \== 1, e1(2), e2(Y), between(1,3,X).
p20(Y) :- p00(1), p10(X), between(1,3,Y).
p20(Y) :- e2(Z), between(1,3,Y), Y \== 2.
p30(2,X) :- (p31(X,3), p31(Y,Z), findall(V, e3(V), L), length(L, N), N >= 2, \+ p20(Y)) ; (p10(Y), p10(2), p20(2), between(1,3,X), W is X + 2, W < 5).
p30(X,Y) :- p20(Z), e1(X), p00(1), between(1,3,Y), Z =\= 2.
p31(X,2) :- e3(Z), between(1,3,X).
query(p31(X,X)).
evidence(e0(1,2), true).
