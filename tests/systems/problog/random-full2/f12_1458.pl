:- use_module(library(lists)).
0.25::e0.
e1(1,1).
0.9::e1(3,3).
e2(2).
0.7::e2(3).
e3.
p00(Y) :- e3, p01(1,3), between(1,3,Y), findall(V, e2(V), L), sum_list(L, T), T > 2.
p00(3) :- p01(Y,1), p01(Y,Z), T =.. [g, Z], T \== g(0).
p01(X,Y) :- X == 3, e3, e3, e1(2,X), between(1,3,Y), Y = X.
P::p01(X,1) :- (e2(Z), between(1,3,X), call(e2, X)), P is X / 4.
p01(Y,X) :- p01(Y,2), p01(Y,2), between(1,3,X), Y >= 3, X = X.
p10(1,2) :- e3, p00(Y), e0, call(e1, Y, Y).
p10(2,X) :- p11(Z), between(1,3,X).
p11(3) :- (e0, e3, e1(X,Z), findall(V, e2(V), L), L \= []) ; (p11(Y), Y == Y, call(p01, 1, 1)).
P::p11(X) :- (e2(1), e3, e3, between(1,3,X), X \= 2, X @>= 2), P is X / 4.
query(e1(3,X)).
query(p01(X,Y)).
query(e1(Y,3)).
query(\+ e3).
