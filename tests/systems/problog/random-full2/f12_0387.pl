:- use_module(library(lists)).
e0.
0.5::e1(1,2).
0.75::e1(3,3).
0.7::e1(2,2).
0.7::e1(2,1).
p00 :- p00, e1(X,1), call(e1, X, X).
p01 :- e0, findall(V, e1(2,V), L), sort(L, S), length(S, N), N < 2.
p10(Y) :- (e0, e1(3,1), between(1,3,Y), \+ p01, call(e1, Y, Y)) ; (p01, e0, e1(Y,Z)).
p20(1) <- p20(X).
p20(Y) <- e1(Z,2), between(1,3,Y).
P::p21(Y) :- (p21(Z), p01, p01, between(1,3,Y), Z @< f(1)), P is Y / 4.
p21(X) :- p20(2), between(1,3,X).
p21(1) :- (e0, e0) ; (p20(1), T =.. [g, 2], T \== g(0)).
query(p00).
query(p01).
query(p10(3)).
