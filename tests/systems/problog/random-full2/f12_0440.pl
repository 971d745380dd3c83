:- use_module(library(lists)).
e0(2).
0.3::e0(1).
e1(2,2).
0.75::e1(3,1).
p00(X) :- (X == 2, p00(X), e0(X), e0(X), findall(V, e0(V), L), L \= []) ; (p00(Y), between(1,3,X), W is X + 1, W < 5, not e1(Y,3)).
p01(Y,Y) :- p01(Z,Z), between(1,3,Y).
p01(Y,Y) :- e0(2), e0(Z), p00(Z), between(1,3,Y), findall(V, e1(Z,V), L), sort(L, S), length(S, N), N < 2, findall(V, e0(V), L), L = [].
p01(X,X) :- p00(Y), e0(3), p01(Y,2), between(1,3,X).
p10 <- (e1(X,Y), p01(Z,Y)) ; (e1(Y,1), e0(Z), p00(Z)).
p10 :- p10, e1(1,X), e1(X,2), W is X + 2, W < 5, \+ e1(1,2).
P::p20(Y) :- (p21(Y), not p00(Y), \+ p00(3)), P is Y / 4.
0.1::p20(Y) <- e0(X), p00(X), p20(Z), between(1,3,Y), \+ p10, X = X.
p21(X) :- e1(1,X), e1(2,1), T =.. [g, X], T \== g(0).
p30 :- p30, p01(Y,1), T =.. [g, Y], T \== g(0).
p30 :- p01(3,1), findall(V, p00(V), L), sum_list(L, T), T > 2.
query(p00(3)).
query(p00(3)).
query(\+ p30).
evidence(e0(3), true).
