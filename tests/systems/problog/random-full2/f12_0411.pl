:- use_module(library(lists)).
e0(3,3).
0.2::e0(2,1).
0.9::e0(1,1).
e1(2,1).
P::p00(Y) <- (e0(3,1), e1(2,X), e0(X,X), between(1,3,Y), findall(V, e1(Y,V), L), length(L, N), N >= 2), P is Y / 4.
p10(X,Y) :- e1(X,Y), e1(X,Y), p11, findall(V, e0(1,V), L), sort(L, S), length(S, N), N < 2, findall(V, e1(1,V), L), L = [].
0.9::p10(X,Y) :- (e0(Y,Z), p00(Z), p11, between(1,3,X), W is Y + 1, W < 5) ; (p11, e0(2,X), e1(3,X), between(1,3,Y), \+ p00(Y), \+ e0(2,X)).
p10(Y,Y) :- p10(Y,Y), p11, e0(3,Y), Y =\= 1, W is Y + 1, W < 5.
p11 <- p10(3,X), p10(X,X), e0(X,X), X = X.
p20(Y) :- p20(Z), between(1,3,Y), \+ p10(Z,Y).
p20(1) :- p10(2,1), e0(Z,Y), T =.. [g, Y], T \== g(0), not p00(Y).
p30 :- p00(Y), W is Y + 2, W < 5.
p30 <- p10(Z,3), p20(2).
query(p30).
query(p11).
query(e0(X,X)) :- between(1,2,X).
