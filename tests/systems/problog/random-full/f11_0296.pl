:- use_module(library(lists)).
0.1::e0.
0.4::e1.
p00(X) :- e1, p00(3), between(1,3,X), W is X + 1, W < 5.
0.1::p10(Y) :- e1, p00(X), between(1,3,Y), findall(V, p00(V), L), sort(L, S), length(S, N), N < 2, X >= 1.
P::p11(Y,Y) :- (e1, e1, p11(Y,2), T =.. [g, Y], T \== g(0)), P is Y / 4.
p11(1,X) :- e1, between(1,3,X), not p00(X).
P::p20(Y) :- (p21(X,X), between(1,3,Y), X = Y), P is Y / 4.
0.2::p20(X) <- p21(Z,Y), p10(Z), p21(X,Y).
p21(X,Y) :- p20(X), e0, p10(3), between(1,3,Y), \+ e0, not p10(Y).
P::p21(3,Y) :- ((p11(Y,Y), T =.. [g, Y], T \== g(0)) ; (p10(1), p11(2,Z), between(1,3,Y))), P is Y / 4.
query(e0).
