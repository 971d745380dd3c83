:- use_module(library(lists)).
0.6::e0(1).
0.6::e0(3).
0.5::e1(2).
0.7::e1(3).
0.7::e2.
p00(Y,1) :- Z == 1, e0(Y), p01(3,Z), \+ e1(2).
p00(1,Y) :- p00(Y,X), T =.. [g, X], T \== g(0).
p01(Y,X) :- X == 3, p01(2,X), between(1,3,Y), T =.. [g, X], T \== g(0).
p01(Y,Y) :- p00(Y,3), e1(Y).
0.9::p10(1) <- p01(Z,3), e2.
P::p10(X) :- (e1(2), between(1,3,X), findall(V, e0(V), L), L \= [], \+ e0(X)), P is X / 4.
0.25::p10(Y) :- (p00(1,X), between(1,3,Y)) ; (e2, e2, e2, between(1,3,Y), Y @=< 3, Y =:= 2).
p20(X,Y) :- p00(2,Y), between(1,3,X).
p20(Y,X) :- e2, p01(Z,X), between(1,3,Y), Y = X, call(p01, Y, Y).
P::p20(X,2) :- ((p10(Y), e1(1), e0(Y), between(1,3,X), W is Y + 1, W < 5, W is X + 3, W < 5) ; (e2, p01(3,Y), p21(Y,3), between(1,3,X), call(p00, X, Y))), P is X / 4.
p21(X,3) :- p01(1,1), between(1,3,X), X >= 2, T =.. [g, X], T \== g(0).
0.25::p21(Y,3) :- (e1(X), e1(X), p21(X,X), between(1,3,Y), Y = Y) ; (p00(Y,Y), p10(2), p21(Y,Y), Y \== 1, compare(O, Y, 2)).
query(e2).
query(e2) :- between(1,2,X).
query(\+ e1(3)).
