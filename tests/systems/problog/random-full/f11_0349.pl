:- use_module(library(lists)).
0.8::e0.
0.8::e1.
0.9::e2.
p00 :- p01(Y,3), Y @=< 1, compare(O, Y, 2).
p00 :- e1, e1, e0, T =.. [g, 1], T \== g(0).
0.1::p01(Y,X) :- e2, between(1,3,X), between(1,3,Y).
p01(1,X) :- p00, between(1,3,X), W is X + 3, W < 5, X @< a.
p01(Y,X) :- (e0, p01(X,X), between(1,3,Y), \+ e0) ; (p01(Z,Z), p00, between(1,3,X), between(1,3,Y), Z == X, \+ e2).
0.75::p10(X) :- e0, between(1,3,X), not p01(X,X).
0.5::p11(X) :- p00, p01(2,2), between(1,3,X), findall(V, p01(X,V), L), L = [], \+ e2.
0.1::p11(3) <- X == 3, e1, e2, p11(X), not p01(X,X).
0.7::p20(X) :- (p00, e2, e0, between(1,3,X)) ; (p20(Z), p00, between(1,3,X)).
query(p01(3,1)).
query(p00).
query(\+ e0).
