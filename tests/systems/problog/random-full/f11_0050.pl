:- use_module(library(lists)).
e0(3,1).
0.7::e0(2,1).
0.3::e0(1,1); 0.1::e0(2,2).
0.2::e1.
0.1::e2.
p00(Y) <- e2, between(1,3,Y).
p00(Y) :- p00(X), e2, between(1,3,Y), compare(O, X, 3), T =.. [g, X], T \== g(0).
p00(Y) :- p00(2), p00(X), between(1,3,Y).
0.9::p10(Y,2) :- p10(1,X), p11(3,X), between(1,3,Y).
p10(Y,X) :- e0(2,2), p10(X,1), between(1,3,Y), X < 1, X < 2.
p10(Y,X) :- e1, e0(Y,Y), between(1,3,X), T =.. [g, Y], T \== g(0).
p11(1,2) :- e1, p10(Y,Y), findall(V, p00(V), L), L = [].
p11(X,X) :- (e1, between(1,3,X), findall(V, p00(V), L), L = [], X @=< 1) ; (X == 3, p10(3,Y), e1, e2, between(1,3,X), W is X + 2, W < 5).
query(p10(3,1)).
query(e0(Y,3)).
query(p00(3)).
