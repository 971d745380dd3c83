:- use_module(library(lists)).
e0.
0.1::e1(3).
P::p00(X) :- (p01(1,Y), e1(X)), P is X / 4.
p00(Y) :- p01(X,1), p01(Z,X), between(1,3,Y), Z @< 2.
p01(1,X) :- e0, p01(X,1), findall(V, e1(V), L), length(L, N), N >= 1.
p10(X) :- X \== 2, p11(X).
0.75::p10(Y) :- e1(Z), p00(2), between(1,3,Y).
0.6::p10(2) :- (e0, p01(X,1), p00(X), findall(V, p00(V), L), sum_list(L, T), T > 2, compare(O, X, 2)) ; (p01(3,3), findall(V, p01(3,V), L), sort(L, S), length(S, N), N < 2).
0.3::p11(2) :- p00(3), p00(X), e0, \+ p00(X), X < 2.
p11(2) :- e1(Y), not p01(Y,1).
p20 <- p20, e1(3), T =.. [g, 2], T \== g(0), T =.. [g, 1], T \== g(0).
p20 <- e0, p10(X), p20, W is X + 2, W < 5.
0.1::p20 :- p01(Z,2), p00(X).
query(e1(3)).
query(p01(1,X)).
