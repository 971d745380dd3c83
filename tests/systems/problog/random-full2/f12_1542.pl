:- use_module(library(lists)).
0.7::e0(1,1).
e0(2,1).
e0(3,1).
0.3::e1.
P::p00(X,Y) :- (p01(X), between(1,3,Y), T =.. [g, X], T \== g(0)), P is Y / 4.
p00(Y,Y) :- p00(1,2), between(1,3,Y).
P::p00(X,Y) <- (p01(X), p00(Y,3)), P is X / 4.
p01(Y) :- p00(Z,Z), e0(2,Z), e0(X,1), between(1,3,Y), findall(V, e0(Z,V), L), sum_list(L, T), T > 2.
p10 :- (p10, p00(2,Z), findall(V, e0(Z,V), L), L = []) ; (p01(2), e1, p10).
query(e0(1,X)).
query(p01(3)).
query(e1).
