:- use_module(library(lists)).
0.7::e0(3).
0.75::e0(1).
0.9::e1(3,2).
e1(3,3).
0.9::e2(2,1).
0.8::e2(2,2).
0.5::e3(1,3).
0.8::e3(3,2).
p00(Y) :- e3(2,1), e0(1), between(1,3,Y), call(e2, 3, Y), not e2(1,Y).
p00(Y) :- e3(X,Y), T =.. [g, X], T \== g(0).
p00(X) <- p00(Z), e1(Z,X).
p01(2) :- e3(X,Z), e0(X).
p01(1) :- e0(Z), e2(Z,2).
0.6::p01(1) :- e2(Y,1), e1(Y,Y), p00(X), not e0(1), W is Y + 3, W < 5.
p10(X,Y) :- (e0(X), between(1,3,Y), compare(O, X, 2)) ; (Z == 3, p01(Y), e0(Z), p10(1,2), between(1,3,X), Y =\= 1).
p10(3,X) :- (e0(1), between(1,3,X), X == X, findall(V, e0(V), L), L \= []) ; (p01(2), p00(Y), between(1,3,X), not e1(Y,X)).
p10(X,2) :- p10(Y,Y), p00(2), e3(1,3), between(1,3,X), call(p01, 3).
query(e2(2,1)).
query(p01(1)).
query(e2(X,X)) :- between(1,2,X).
