:- use_module(library(lists)).
0.9::e0(2,2).
0.25::e1.
e2.
p00(1,X) :- e2, between(1,3,X).
0.5::p10(Y) :- p11(Z), between(1,3,Y), findall(V, p00(Z,V), L), sort(L, S), length(S, N), N < 2.
p11(X) :- p11(3), between(1,3,X), X = X, \+ e0(3,X).
p11(X) :- e1, between(1,3,X), findall(V, p00(2,V), L), L = [], findall(V, p00(X,V), L), sum_list(L, T), T > 2.
p11(Y) :- e2, between(1,3,Y), T =.. [g, Y], T \== g(0).
p20 <- p21(Z,Y), p10(3), e1, Y @>= f(1).
p20 :- p21(X,3), \+ e1.
P::p21(X,Y) :- (p11(X), between(1,3,Y)), P is X / 4.
p21(X,1) :- (e0(X,3), p11(X), p00(1,X), T =.. [g, X], T \== g(0), X == X) ; (p00(Z,Y), e2, between(1,3,X), \+ p10(Z)).
p30(Y) :- p00(Y,Z), p11(X), \+ p10(Y).
p31(Y) :- (p00(1,Y), p31(Y), p30(2)) ; (p00(X,1), p20, between(1,3,Y)).
query(p10(Y)).
query(p21(Y,X)).
query(p10(X)).
query(p30(X)) :- between(1,2,X).
