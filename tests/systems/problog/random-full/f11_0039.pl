:- use_module(library(lists)).
0.5::e0(3,2).
0.5::e0(2,2).
0.25::e1(3,2).
0.9::e1(3,3).
0.6::e2.
p00 <- e1(Y,2).
0.5::p00 :- e2.
p00 :- p01(Y), e2, e2, W is Y + 1, W < 5, call(e0, Y, Y).
p01(2) <- p00, p00, T =.. [g, 1], T \== g(0).
p01(Y) <- p01(Z), e0(Z,Y), findall(V, e1(Z,V), L), sum_list(L, T), T > 2, Z @>= a.
p01(3) :- p00, e0(2,Z).
p10 :- e2.
0.9::p20(Y,X) :- (p01(X), between(1,3,Y), \+ p10, Y == Y) ; (e1(Z,X), p00, between(1,3,Y), Z < 2, not e0(Z,X)).
P::p20(X,Y) :- (p01(1), between(1,3,X), between(1,3,Y), not e0(X,1)), P is X / 4.
p20(1,Y) :- p20(Z,X), e0(1,X), between(1,3,Y), not p01(X).
p21 :- e1(X,Y), p21.
p21 :- p10, e0(X,Y), X >= 3.
query(p21).
query(p21).
query(p21) :- between(1,2,X).
query(\+ p21).
