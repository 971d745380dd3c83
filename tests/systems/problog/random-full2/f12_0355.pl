:- use_module(library(lists)).
0.9::e1.
p00(Y,Y) :- p00(3,3), p01(Y,X).
p00(Y,X) :- p00(Y,1), p01(Y,Y), p01(2,3), between(1,3,X), \+ e0(Y).
P::p01(Y,Y) :- (e1, between(1,3,Y), Y @>= 2), P is Y / 4.
p01(X,1) :- e0(3), e0(X), p01(3,X), T =.. [g, X], T \== g(0).
p10 :- p00(X,X), e0(X).
p11(Y,X) :- e1, e0(Z), e0(Z), between(1,3,X), between(1,3,Y), findall(V, e0(V), L), length(L, N), N >= 1.
0.75::p11(2,2) :- p01(X,Y), p11(2,X), T =.. [g, Y], T \== g(0), W is Y + 1, W < 5.
p11(Y,X) :- e0(Y), between(1,3,X).
p20(Y,Y) :- p00(Z,Z), p11(Z,Z), p00(2,Z), between(1,3,Y), \+ p10.
p21(1) :- p20(3,1), findall(V, p00(2,V), L), sum_list(L, T), T > 2, \+ p01(1,3).
p21(1) :- (e0(Z), findall(V, p01(1,V), L), sort(L, S), length(S, N), N < 2) ; (e0(X), call(p01, X, 3)).
p21(Y) :- p11(3,Y), p01(3,2), p21(Y), Y @>= a, T =.. [g, Y], T \== g(0).
query(e0(3)).
query(\+ p11(2,2)).
evidence(e1, true).
