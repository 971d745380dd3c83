:- use_module(library(lists)).
0.4::e0(3,2).
0.25::e0(3,3).
e1.
p00(X) :- (e1, p01(Y), between(1,3,X)) ; (X == 2, e1, e1, p01(Y), between(1,3,X)).
p00(Y) :- p01(Y), p01(3).
p00(X) :- e1, between(1,3,X).
P::p01(Y) :- ((e0(X,Z), between(1,3,Y), W is Y + 1, W < 5, findall(V, e0(X,V), L), sort(L, S), length(S, N), N < 2) ; (p00(Z), p00(Z), between(1,3,Y))), P is Y / 4.
\+p01(1) :- e1.
P::p10(X) <- ((p10(X), p11(Y), W is Y + 3, W < 5) ; (e1, between(1,3,X))), P is X / 4.
0.25::p10(Y) :- e1, p10(3), e0(X,2), between(1,3,Y), not p00(Y), compare(O, X, 2).
p11(Y) <- e1, p11(2), between(1,3,Y).
p11(3) <- Y == 2, p01(Y), p00(Y), p10(Y).
p11(1) <- p00(Y), not p00(Y), T =.. [g, Y], T \== g(0).
p20(2) :- e0(Z,X), p01(3), p11(X).
P::p20(Y) :- (p21, e0(Z,Y), compare(O, Y, 1), W is Y + 3, W < 5), P is Y / 4.
p20(X) :- (X == 2, p10(Y), p20(2), between(1,3,X), call(p00, 2)) ; (e0(1,Y), e1, between(1,3,X), \+ p11(Y)).
0.8::p21 :- e0(3,2).
query(p20(Y)).
query(p20(3)).
query(p00(1)).
