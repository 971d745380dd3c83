:- use_module(library(lists)).
0.4::e0(2).
p00(Y,Y) :- p00(1,Z), p00(1,3), between(1,3,Y), Y =\= 1.
p00(X,Y) :- e1(Y,Z), p01(Y), e1(Z,2), between(1,3,X), compare(O, Z, 3), findall(V, e0(V), L), L \= [].
p00(X,3) :- e0(3), e0(3), between(1,3,X), compare(O, X, 2), compare(O, X, 2).
p01(X) :- (p01(3), e0(X), e1(X,X), X == 3, findall(V, e0(V), L), L = []) ; (e0(Z), e0(3), e1(1,X)).
p01(1) :- e0(Y), Y \== Y.
p01(Y) :- (e0(X), p00(1,Z), e1(X,X), between(1,3,Y)) ; (p01(2), p01(3), e1(Y,Y), Y \= Y, call(e1, Y, Y)).
0.6::p10 <- e0(Y), Y = Y.
0.5::p10 :- (e0(X), p01(X), p01(X)) ; (p01(2), T =.. [g, 1], T \== g(0), findall(V, p01(V), L), L = []).
p10 :- e0(Y), Y =:= 3, findall(V, e0(V), L), sum_list(L, T), T > 2.
query(e0(Y)).
query(p10) :- between(1,2,X).
