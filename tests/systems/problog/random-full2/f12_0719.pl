:- use_module(library(lists)).
e0(1).
0.3::p00 <- p00.
p00 :- p00, e0(Z), e1(X,X), \+ e1(Z,X), \+ e0(X).
p00 :- e1(3,Y), e1(Y,Y), e0(Z).
p10 :- (e1(1,Y), p00, p00) ; (p10, e0(Z), e0(Y), Y = Y, \+ p00).
p20(X) :- e0(1), e1(Y,2), between(1,3,X), findall(V, e1(1,V), L), length(L, N), N >= 1.
p30(Y) :- p10, e1(Z,X), e1(3,2), between(1,3,Y), W is Y + 1, W < 5, T =.. [g, X], T \== g(0).
p30(X) <- p30(Y), between(1,3,X), not e1(X,Y).
p30(X) :- p10, e1(Z,X), p20(X).
query(p20(Y)).
