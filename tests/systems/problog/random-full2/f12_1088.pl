:- use_module(library(lists)).
0.1::e0(2,3).
0.25::e0(3,2).
e1(1).
p00(X) :- p00(3), p00(Z), e1(Z), between(1,3,X).
0.9::p00(X) :- (e0(Y,Y), p00(1), p00(Y), between(1,3,X), Y >= 3, Y < 3) ; (p00(Y), p00(Y), between(1,3,X), Y @=< a, T =.. [g, Y], T \== g(0)).
p10(Y) :- e1(Y), e0(X,Y), W is Y + 2, W < 5.
p10(1) :- (e1(Y), p00(Y), p10(Z)) ; (p00(Z), e0(Z,Z), e0(3,Z), W is Z + 1, W < 5, findall(V, e0(Z,V), L), sum_list(L, T), T > 2).
p10(Y) <- e1(Z), p10(Z), e1(Z), between(1,3,Y).
query(e1(X)).
query(p10(X)) :- between(1,2,X).
query(\+ e1(3)).
evidence(p00(1), true).
