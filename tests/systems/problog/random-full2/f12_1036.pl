:- use_module(library(lists)).
0.9::e0.
0.2::e1(3,2).
e1(1,3).
0.2::e1(2,2).
0.7::e2.
0.5::p00(Y,X) :- p00(X,Y), Y = 1.
p00(2,2) :- e0, e2.
p10(Y) <- e1(3,Y), e1(1,Y), T =.. [g, Y], T \== g(0).
P::p10(X) :- (e0, e2, e0, between(1,3,X)), P is X / 4.
p10(Y) :- p00(Y,X), p10(X), compare(O, X, 3), call(p00, 3, X).
p20(Y) :- X \== 3, p00(3,X), e2, e1(1,X), between(1,3,Y).
p20(X) :- e0, between(1,3,X), \+ p10(X), findall(V, p10(V), L), length(L, N), N >= 2.
p20(1) :- e0, e2, p00(X,3), W is X + 1, W < 5.
0.25::p21(Y) :- p20(X), p10(X), p20(Z), between(1,3,Y), findall(V, p10(V), L), sort(L, S), length(S, N), N < 2, compare(O, Z, 3).
p30(1) :- p20(Z), e2, \+ e0, findall(V, p21(V), L), sum_list(L, T), T > 2.
p30(X) :- p00(Y,Z), between(1,3,X).
p30(Y) :- e0, e0, e2, between(1,3,Y).
query(e1(Y,1)).
query(e0).
query(\+ e1(1,1)).
evidence(e1(1,3), false).
