:- use_module(library(lists)).
0.2::e0(1,2).
0.2::e0(2,2); 0.1::e0(1,1).
0.75::e1(1).
0.25::p00(Y,1) :- (p00(X,Z), e1(X), between(1,3,Y), findall(V, e1(V), L), sum_list(L, T), T > 2) ; (e0(X,Y), e0(X,1), e0(3,Z), T =.. [g, X], T \== g(0), findall(V, e1(V), L), length(L, N), N >= 1).
p00(X,X) :- e1(X), p00(2,X), e1(1).
p10(Y) <- p00(3,Z), p00(Z,1), between(1,3,Y).
P::p10(Y) :- (Z == 2, e0(Z,Y), findall(V, e0(Y,V), L), L = []), P is Y / 4.
query(e0(1,3)).
query(e0(X,X)) :- between(1,2,X).
query(\+ p00(2,3)).
