:- use_module(library(lists)).
0.9::e0(1,3).
0.1::e1(2).
0.3::e2(2); 0.1::e2(1).
p00 :- e0(X,X), e1(Y), findall(V, e2(V), L), L = [], \+ e1(Y).
p00 :- (e2(Z), p00, p01(X,Y), X @< 1) ; (e1(X), p00, T =.. [g, X], T \== g(0), W is X + 2, W < 5).
p01(Y,Y) <- e1(Y), e0(X,Y).
p01(3,X) :- e2(3), between(1,3,X).
0.6::p01(3,X) <- p01(Y,3), between(1,3,X), call(e2, X), call(e1, X).
P::p10(2,Y) :- (e0(3,Y), p01(1,1), p10(3,Y)), P is Y / 4.
p10(X,Y) :- p00, e2(Z), p10(Z,Z), between(1,3,X), between(1,3,Y), findall(V, p01(X,V), L), sort(L, S), length(S, N), N < 2, \+ e1(X).
p10(X,X) :- e0(Z,3), between(1,3,X), findall(V, p01(2,V), L), length(L, N), N >= 2.
p11(Y) :- e0(Y,Z), T =.. [g, Y], T \== g(0), \+ e2(Z).
p11(X) :- p01(3,X), p00, p01(X,X), findall(V, e2(V), L), sum_list(L, T), T > 2.
query(p01(1,3)).
query(p11(3)).
query(p01(3,X)).
