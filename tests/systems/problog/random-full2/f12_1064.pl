:- use_module(library(lists)).
e0.
0.7::e1.
0.9::p00 :- p00.
p00 <- e0, e1, T =.. [g, 3], T \== g(0).
p01(X) <- p00, between(1,3,X), \+ e1, X = X.
P::p01(X) :- (p01(Z), e1, between(1,3,X), X @>= 3), P is X / 4.
p10 :- p01(X), compare(O, X, 2), T =.. [g, X], T \== g(0).
p10 :- p10, p10, e0.
p10 :- e0, p00, p10.
P::p20(Y,X) :- (e0, p20(2,X), between(1,3,Y), X @< 2, \+ p10), P is X / 4.
p20(Y,Y) :- p21(Y,Y), p20(X,Y), p10, \+ p00, call(p01, 1).
p20(Y,X) :- p20(3,X), p20(Z,X), between(1,3,Y), Y \= Z.
p21(Y,Y) :- (p01(Y), e1, p21(Y,Y)) ; (e0, p10, between(1,3,Y), findall(V, p01(V), L), L = []).
p21(2,X) :- p10, between(1,3,X), \+ p01(2).
p21(Y,Y) :- e1, e1, p01(2), between(1,3,Y), Y @=< a, Y \== Y.
query(p00).
query(p00) :- between(1,2,X).
