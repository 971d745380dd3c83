:- use_module(library(lists)).
0.75::e0(2,3).
p00(X) :- (e0(Z,2), e1(Y,2), between(1,3,X), X @< 1) ; (p00(2), e0(3,X), e0(2,3)).
0.9::p00(X) :- (p00(Z), e0(3,Y), between(1,3,X)) ; (p00(3), p00(Y), between(1,3,X)).
p00(Y) :- e0(Y,1), p00(Y), p00(Z).
p10 :- e1(X,Y).
p10 :- p00(Z), T =.. [g, Z], T \== g(0), findall(V, e1(Z,V), L), L = [].
p11 :- p10, e1(X,X), p10.
p11 :- (p10, p10, p10) ; (p00(X), X == X, X >= 2).
query(p11).
query(p00(Y)).
query(p00(X)) :- between(1,2,X).
