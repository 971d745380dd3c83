:- use_module(library(lists)).
0.7::e0(3,1).
0.1::e1(3).
0.4::e1(2).
0.7::e2(1).
e2(2).
P::p00(X,Y) :- (e0(Y,Z), between(1,3,X), X @=< a), P is Y / 4.
p01(Y) :- e0(X,Z), between(1,3,Y), findall(V, e2(V), L), length(L, N), N >= 1.
P::p01(X) :- (p01(Z), between(1,3,X), not e2(1), \+ e2(3)), P is X / 4.
P::p01(X) <- (e1(3), between(1,3,X), T =.. [g, X], T \== g(0)), P is X / 4.
p10(Y) :- p11(Y), e2(Y), p10(Y).
p10(2) :- (p01(Z), e0(Y,2), p01(Y), not p01(Y), W is Z + 1, W < 5) ; (p01(X)).
p11(Y) :- e1(1), p01(Y), \+ e0(Y,3), Y = Y.
0.1::p20(X) :- p11(Y), between(1,3,X), compare(O, X, 3).
P::p20(X) <- (p01(Y), p21, p01(2), between(1,3,X)), P is X / 4.
p21 :- p01(Z).
\+p21 :- e2(1).
query(p10(Y)).
query(p10(1)).
query(p20(1)).
query(\+ p20(2)).
