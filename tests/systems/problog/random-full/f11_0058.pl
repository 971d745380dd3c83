:- use_module(library(lists)).
0.3::e0(1,1).
0.75::e0(1,2).
e2.
P::p00(2,Y) :- (p01, between(1,3,Y)), P is Y / 4.
P::p00(X,Y) :- ((e1(Z,2), between(1,3,X), between(1,3,Y)) ; (p01, between(1,3,X), between(1,3,Y), T =.. [g, X], T \== g(0), Y \== X)), P is Y / 4.
p00(Y,Y) :- p00(X,X), between(1,3,Y), W is X + 2, W < 5.
p01 :- p01, e2, not e0(1,1), T =.. [g, 3], T \== g(0).
p01 :- e0(Z,X).
P::p10(X) <- (p01, between(1,3,X), X @>= 2, compare(O, X, 3)), P is X / 4.
0.6::p10(X) :- p11(Y), between(1,3,X), findall(V, p00(3,V), L), L = [], T =.. [g, X], T \== g(0).
p10(Y) :- p11(Z), between(1,3,Y).
p11(Y) :- p11(2), between(1,3,Y).
p11(X) :- p11(Z), p10(Z), p10(Y), between(1,3,X).
0.7::p11(Y) :- p10(2), between(1,3,Y), not e0(Y,Y).
query(e2).
