:- use_module(library(lists)).
0.9::e0(1,1).
e0(3,2).
0.25::e1(1,3).
P::p00(3,X) :- (p01, between(1,3,X), call(e1, X, 1), X >= 3), P is X / 4.
p01 :- p01, e1(Y,2), Y >= 2.
p01 :- p01, p01.
p01 :- e0(X,X), p00(3,X), p01, \+ e1(X,X), \+ e1(2,X).
p10 <- e1(2,Y).
p20(Y,Y) :- p01, between(1,3,Y), findall(V, p00(3,V), L), L = [], Y < 2.
P::p21(X,3) :- ((e0(X,Z), p10, p20(X,1)) ; (p21(X,1), T =.. [g, X], T \== g(0), \+ p10)), P is X / 4.
query(e1(2,X)).
query(\+ e1(3,1)).
evidence(p01, false).
