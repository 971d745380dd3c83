:- use_module(library(lists)).
0.1::e0(3,3).
0.9::e1(1).
e2(3).
e2(2).
e3(2,3).
0.2::e3(1,3).
p00 :- (e1(Y), e1(Y), \+ e2(Y), Y = Y) ; (e1(3), e3(Y,3), W is Y + 2, W < 5, findall(V, e2(V), L), L = []).
0.6::p00 <- p00, e0(X,Y), T =.. [g, X], T \== g(0).
p00 :- e0(1,Y), e0(3,Z).
p10 :- p00, p10.
p10 :- e1(Y).
p20(Y,Y) :- (p20(Z,X), between(1,3,Y), findall(V, e1(V), L), length(L, N), N >= 1) ; (Z == 3, e0(1,Z), between(1,3,Y), not e3(Y,1)).
0.2::p20(X,1) :- p00, p20(3,X), p20(X,Y), not e3(2,1), X = X.
query(p10).
query(e1(Y)).
query(e1(3)).
