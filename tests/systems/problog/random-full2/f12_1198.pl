:- use_module(library(lists)).
e0(3,2).
0.5::e0(1,1).
0.25::e0(3,1).
0.25::e1(2).
p00(X,X) :- (e2(Z), between(1,3,X), \+ e2(X), findall(V, e1(V), L), length(L, N), N >= 1) ; (e1(Z), p00(Z,1), between(1,3,X), X @< 2).
0.9::p00(X,X) <- X \== 2, e0(X,X).
p10(X,X) <- e0(2,X), e2(2), e2(1).
p10(Y,Y) :- e1(3), p10(Z,X), p00(X,X), between(1,3,Y), T =.. [g, Y], T \== g(0).
p20(1) :- p00(1,3), e1(1), e1(3).
p20(Y) :- e0(Y,Z).
query(e1(2)).
query(p20(2)).
query(e1(Y)).
