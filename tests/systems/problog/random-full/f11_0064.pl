:- use_module(library(lists)).
0.7::e0(1,3).
0.4::e0(3,2).
0.3::e0(1,1); 0.3::e0(2,2).
0.2::e2(1).
0.6::e2(2).
e3.
p00(Y,1) :- p00(X,Z), between(1,3,Y), Y = X.
0.6::p00(Y,Y) :- e2(X), between(1,3,Y).
p01(X,Y) :- p01(Z,1), e0(3,1), between(1,3,X), between(1,3,Y).
0.4::p01(Y,X) :- (e2(3), between(1,3,X), between(1,3,Y), Y < 1) ; (e3, p01(2,X), between(1,3,Y), findall(V, e2(V), L), length(L, N), N >= 1).
p10(X) :- p00(X,1), p01(2,X), p00(1,Y), T =.. [g, Y], T \== g(0), not p00(Y,Y).
p10(X) :- p01(2,2), between(1,3,X).
query(p10(3)).
query(e1(1,2)).
query(e2(3)).
query(\+ e2(1)).
