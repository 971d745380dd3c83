:- use_module(library(lists)).
0.3::e0(2).
0.5::e1(3).
p00(Y) <- e1(Y), findall(V, e0(V), L), L \= [], Y \= Y.
p00(X) :- e1(3), p00(Z), e1(Z), between(1,3,X).
p00(X) :- e1(Y), between(1,3,X), X @< 1.
0.25::p01(X,2) :- p00(Y), between(1,3,X).
P::p10(X,X) :- (p10(Z,3), between(1,3,X), \+ p00(X), T =.. [g, X], T \== g(0)), P is X / 4.
p10(X,Y) :- p01(X,X), between(1,3,Y), call(e0, Y), compare(O, X, 3).
P::p10(Y,X) :- (p00(Z), between(1,3,X), between(1,3,Y)), P is X / 4.
P::p11(Y) :- (p11(1), p11(Y)), P is Y / 4.
P::p11(X) :- (p01(Z,1), p10(Y,Z), between(1,3,X), X = X), P is X / 4.
query(p10(2,Y)).
query(p11(X)).
query(p00(Y)).
query(e0(X)) :- between(1,2,X).
evidence(e0(2), false).
