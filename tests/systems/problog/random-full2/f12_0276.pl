:- use_module(library(lists)).
0.6::e0.
0.2::e1(2); 0.2::e1(1).
0.25::e2.
p00(1) :- e2, \+ e0, findall(V, e1(V), L), L = [].
p00(3) :- e1(X), findall(V, e1(V), L), sum_list(L, T), T > 2, X =\= 2.
0.9::p00(Y) <- (e2, p00(Y), T =.. [g, Y], T \== g(0), not e1(Y)) ; (p00(Y), e2).
p01(X) :- p01(X), p00(Z), not e1(Z), Z @=< 2.
p01(2) :- p01(Y).
P::p10(X) :- (X == 3, p10(X), p01(Y)), P is X / 4.
p10(Y) <- p00(X), between(1,3,Y), Y =\= 3, W is Y + 3, W < 5.
p10(X) <- e2, e0, e0, between(1,3,X).
p20(Y) :- e1(Y), p00(Z), e0.
p20(X) :- e0, between(1,3,X), X @>= f(1), compare(O, X, 1).
P::p20(X) :- (p01(Z), between(1,3,X), \+ p01(X)), P is X / 4.
0.7::p30(X,1) :- p00(Z), p31(Y), p00(2), between(1,3,X), T =.. [g, Y], T \== g(0), findall(V, e1(V), L), sum_list(L, T), T > 2.
p31(Y) :- p30(Y,X), p20(X), p30(3,Y), findall(V, p20(V), L), sum_list(L, T), T > 2.
p31(Y) :- p00(Y).
p31(X) <- p30(2,X).
query(p00(X)).
query(p31(Y)).
query(p00(Y)).
