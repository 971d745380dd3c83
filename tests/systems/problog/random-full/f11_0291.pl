:- use_module(library(lists)).
0.9::e0.
e1.
p00 :- p00, T =.. [g, 3], T \== g(0), T =.. [g, 2], T \== g(0).
p01 :- p01, e1, e1, T =.. [g, 1], T \== g(0).
p10 :- p10, e1, p01, \+ e1, T =.. [g, 2], T \== g(0).
p10 :- p01, T =.. [g, 3], T \== g(0).
P::p20(X) :- (e1, p21(Y,2), between(1,3,X), X @< 3), P is X / 4.
p20(2) <- p10.
p21(X,3) :- e0, p01, e0, between(1,3,X).
P::p21(Y,Y) :- (e0, p21(Z,Y), p20(Z)), P is Y / 4.
p21(Y,Y) :- p10, between(1,3,Y), \+ e1.
p30(Y,X) :- (e1, p00, p20(Y), between(1,3,X), findall(V, p20(V), L), length(L, N), N >= 1, call(p21, Y, X)) ; (e1, p20(1), between(1,3,X), between(1,3,Y), findall(V, p20(V), L), L \= [], compare(O, X, 3)).
p30(Y,Y) :- e1, p10, between(1,3,Y), findall(V, p20(V), L), L = [], T =.. [g, Y], T \== g(0).
p30(Y,X) <- X \== 3, p21(Y,Y), between(1,3,X), X = X.
p31(Y,X) :- p31(Y,X), p21(Y,Y).
p31(X,1) :- (X == 2, p00, between(1,3,X)) ; (p31(Y,Y), p31(Y,Y), between(1,3,X), T =.. [g, Y], T \== g(0), findall(V, p20(V), L), sum_list(L, T), T > 2).
query(p20(1)).
query(p30(2,X)).
query(p10).
query(p31(X,X)) :- between(1,2,X).
