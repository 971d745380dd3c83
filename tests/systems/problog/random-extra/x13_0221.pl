:- use_module(library(lists)).
0.9::e1.
e2(2).
e2(1).
p00(Y) :- e0(2,Z), p01(Z), between(1,3,Y), \+ e2(2), call(e0, Z, Y).
p00(3) :- p01(3), p01(Y), p01(Y), \+ e2(Y).
0.2::p00(X) <- e0(X,1), p00(X), X @< 2.
p01(Y) :- (p00(1), p00(Y), e0(3,2), not e0(3,Y)) ; (e0(Z,2), e1, e2(1), between(1,3,Y), W is Z + 2, W < 5, not e0(3,Z)).
p01(X) :- p01(Z), e0(Y,Z), e0(X,Z), \+ e1.
p01(Y) <- e2(1), between(1,3,Y), Y = Y, \+ e0(2,Y).
\+p01(2) :- e0(2,2).
p10(X) :- e2(X), e1, X == X.
p10(Y) :- e0(Y,Z), e1.
p10(Y) :- p00(2), e0(Y,Y), e1.
p20(Y) :- (e2(Z), between(1,3,Y), \+ p10(Y)) ; (e0(Y,Z), p01(Y), p01(2), Y =:= 1).
p20(Y) :- (e0(Y,Z), p01(2), p20(2), call(e0, Z, Y), findall(V, e2(V), L), sort(L, S), length(S, N), N < 2) ; (p10(X), between(1,3,Y), X @>= 3, W is Y + 1, W < 5).
p21(2) :- (p10(Z), p00(Z), e1, \+ e1) ; (p20(2)).
p21(Y) :- (p01(2), p01(Y), e1) ; (e0(X,Z), e1, p10(X), between(1,3,Y)).
query(p10(2)).
query(p00(3)).
query(\+ p21(1)).
