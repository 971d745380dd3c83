:- use_module(library(lists)).
0.5::e0(1,2).
e1.
e2(2).
e2(3).
p00 :- e0(Y,Z), Z @=< f(1).
p00 :- e1, e2(Y), not e0(Y,Y), call(e2, 3).
p01(Y,X) :- e2(Y), between(1,3,X), findall(V, e0(Y,V), L), length(L, N), N >= 2, T =.. [g, Y], T \== g(0).
p10(X) :- e0(3,3), p11(2), p00, between(1,3,X), call(p01, X, X).
p10(Y) :- p00, p01(3,X), p00, between(1,3,Y), \+ e2(3), not e2(X).
p10(X) <- (X \== 3, p01(3,2), between(1,3,X), X >= 2) ; (p00, between(1,3,X), call(e2, X)).
p11(Y) :- e1, e2(Z), between(1,3,Y), Y >= 3, \+ p00.
p20(Y,Y) :- (p00, p21(X), e1, between(1,3,Y), findall(V, p10(V), L), L = [], W is Y + 1, W < 5) ; (p20(Z,X), p01(Y,1), p00).
p20(Y,Y) :- X == 2, p11(Z), p11(1), p10(X), between(1,3,Y), findall(V, p11(V), L), sort(L, S), length(S, N), N < 2.
P::p21(Y) :- (Y == 1, p20(3,Z), p11(Z), between(1,3,Y)), P is Y / 4.
query(p01(X,1)).
query(e0(X,1)).
query(\+ p20(1,1)).
