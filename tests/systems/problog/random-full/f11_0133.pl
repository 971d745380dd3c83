:- use_module(library(lists)).
0.2::e0.
e1(2,2).
0.25::e2(1,3).
0.25::e2(3,3).
0.75::p00(2) :- e0, p00(X), e2(X,X), \+ e1(X,3).
p00(X) <- e1(1,Z), e2(3,Z), between(1,3,X), X = 1.
p00(2) :- e0, p01(3,X), X == X.
0.7::p01(X,Y) :- e1(X,3), p01(X,X), between(1,3,Y).
p10(2) :- (e0, findall(V, p00(V), L), sort(L, S), length(S, N), N < 2) ; (p11(X), p00(2), findall(V, e2(X,V), L), length(L, N), N >= 1).
P::p10(X) :- ((p11(Z), between(1,3,X), findall(V, e1(Z,V), L), sum_list(L, T), T > 2) ; (e2(3,Y), p01(Y,3), between(1,3,X), \+ e1(Y,2), not p01(Y,Y))), P is X / 4.
p10(1) :- e1(Y,X), e0, e0, call(e1, X, Y), findall(V, p00(V), L), sort(L, S), length(S, N), N < 2.
P::p11(Y) :- (p01(Z,2), p10(1), p10(Z), between(1,3,Y)), P is Y / 4.
0.5::p11(X) :- e2(Y,Z), e2(2,Z), between(1,3,X).
0.25::p11(X) :- (p01(Z,3), p10(Z), between(1,3,X), Z @>= a) ; (p00(Y), between(1,3,X), Y @>= f(1)).
p20(Y,Y) :- p21(X), p00(X), e2(X,X), between(1,3,Y), W is X + 2, W < 5, X @=< 1.
p20(X,Y) :- p00(3), between(1,3,X), between(1,3,Y).
p21(3) :- e2(Y,Z), not p01(Y,3).
p21(Y) :- p00(Y), e0.
query(e1(2,X)).
query(e1(2,Y)).
query(\+ p10(2)).
evidence(p20(1,1), false).
