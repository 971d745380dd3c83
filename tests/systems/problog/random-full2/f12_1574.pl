:- use_module(library(lists)).
0.7::e0(3).
0.25::e0(2).
0.9::e1.
0.2::e2.
p00 :- (e2) ; (e2).
0.7::p10(3,Y) :- e1, p11, e2, between(1,3,Y), W is Y + 2, W < 5, Y @>= 3.
p10(X,Y) :- p00, p10(X,3), between(1,3,Y).
0.2::p11 <- (p00, e2, \+ p00) ; (e0(X), p00, p00, not e0(3)).
0.9::p20 :- p11, T =.. [g, 1], T \== g(0).
p20 :- p00, e1, p00, call(e0, 1), \+ p11.
p21(X,X) :- (p11, between(1,3,X), findall(V, p10(X,V), L), sum_list(L, T), T > 2) ; (p21(X,Y), p11, e2, \+ e0(Y), X =:= 1).
p21(X,X) :- (e2, p10(2,Z), between(1,3,X), T =.. [g, Z], T \== g(0), findall(V, e0(V), L), L = []) ; (X == 3, p00, e0(3), p20, between(1,3,X), call(p10, X, X)).
query(p00).
query(p00) :- between(1,2,X).
query(\+ p10(2,1)).
