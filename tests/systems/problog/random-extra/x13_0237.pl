:- use_module(library(lists)).
0.9::e1.
p00 :- e1, e1, e1.
0.3::p00 :- e1, p00, findall(V, e0(V), L), sum_list(L, T), T > 2, findall(V, e0(V), L), L = [].
p00 :- p01(Y), \+ e1, Y \== Y.
\+p00 :- e0(3).
p01(X) :- p00, between(1,3,X).
\+p01(3) :- e0(2).
p10(X,Y) :- e1, p00, e0(Y), between(1,3,X), \+ e0(1).
P::p20(X) :- (e0(3), between(1,3,X), X @< 2), P is X / 4.
P::p21(X) :- (p00, between(1,3,X)), P is X / 4.
p21(2) <- (p20(Y), e0(Y), Y @>= a) ; (p10(X,Z), p20(X), p00, findall(V, p01(V), L), length(L, N), N >= 1, \+ e1).
query(e1).
query(p00).
evidence(e0(2), false).
