:- use_module(library(lists)).
e0.
0.6::e1(2).
0.2::e1(1); 0.3::e1(3).
p00 :- p01(Z), p00, not e1(Z).
P::p01(X) :- (e1(Y), between(1,3,X), findall(V, e1(V), L), length(L, N), N >= 1, findall(V, e1(V), L), length(L, N), N >= 2), P is X / 4.
p01(X) <- p01(Y), e1(1), p01(Y), between(1,3,X), not e1(Y), \+ e1(Y).
p01(X) :- p01(Y), p00, between(1,3,X).
p10 :- p00, findall(V, e1(V), L), sum_list(L, T), T > 2.
p10 :- (p01(1), p01(1), T =.. [g, 2], T \== g(0)) ; (p01(X)).
p10 :- e0, p01(1), T =.. [g, 2], T \== g(0).
p20(Y) <- p01(1), p01(3), between(1,3,Y), not e1(1).
p20(Y) :- p10, p21(Z,2), between(1,3,Y), call(e1, 3), Y @=< f(1).
p20(X) :- p20(X), p10, p01(X), X \== X, findall(V, p01(V), L), L = [].
p21(1,X) :- (e1(Y), e0, p21(Y,Y), between(1,3,X)) ; (e1(Z), between(1,3,X), not e1(Z)).
p21(X,3) :- e0, e0, p21(Y,Z), between(1,3,X), not e1(Z), T =.. [g, X], T \== g(0).
p21(X,Y) :- p01(2), between(1,3,X), between(1,3,Y).
p30 :- e1(1), p00.
p30 :- p21(Z,Y), call(e1, Z), Y =\= 2.
query(e0).
query(p00).
query(\+ p00).
