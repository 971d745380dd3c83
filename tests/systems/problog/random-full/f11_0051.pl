:- use_module(library(lists)).
0.2::e0(2).
0.6::e0(3).
0.75::e1(3).
p00(Y) :- e0(1), between(1,3,Y), findall(V, e1(V), L), sum_list(L, T), T > 2.
p01(Y,Y) <- e0(X), p01(X,X), e0(2), between(1,3,Y).
p01(X,X) :- p00(X), p00(X).
P::p01(Y,Y) :- (p01(X,Z), e1(3), between(1,3,Y)), P is Y / 4.
p10 :- p11(Y,Z), e1(3).
p11(X,X) :- p10, between(1,3,X), \+ e0(3), findall(V, p01(X,V), L), L = [].
0.1::p20 :- p01(X,Y), not p01(Y,X).
p20 :- e1(Y), p20, findall(V, p11(Y,V), L), sort(L, S), length(S, N), N < 2, W is Y + 3, W < 5.
p20 :- p11(Z,X), T =.. [g, Z], T \== g(0), findall(V, e1(V), L), length(L, N), N >= 2.
p30 :- p20.
query(e0(1)).
query(e1(3)).
query(p01(X,X)) :- between(1,2,X).
evidence(p01(2,3), false).
