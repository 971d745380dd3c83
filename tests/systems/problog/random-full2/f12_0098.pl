:- use_module(library(lists)).
0.75::e0(2,1).
e1.
p00(1,Y) :- e1, e0(2,Z), between(1,3,Y), \+ e0(Z,1).
p00(X,Y) :- (e0(Y,Y), p00(Y,Z), e1, between(1,3,X), findall(V, e0(Z,V), L), L = [], \+ e0(2,Y)) ; (e0(1,X), e0(X,2), e1, between(1,3,Y)).
p00(Y,2) :- p01(2), p01(Y), Y \== Y.
0.1::p01(1) <- p01(Z), p00(X,Y), findall(V, e0(Y,V), L), sort(L, S), length(S, N), N < 2.
p01(Y) :- p01(3), between(1,3,Y), \+ e0(Y,Y), W is Y + 3, W < 5.
p10(Y) :- Z == 3, p11(Z), p10(3), between(1,3,Y), \+ e0(1,Y).
p11(Y) :- (p11(2), p11(X), e0(Y,3), \+ p00(2,2)) ; (p01(Y), p00(Y,2), Y \== Y, W is Y + 3, W < 5).
p11(X) :- e1, e1, e0(Y,X), X =\= 1.
p20(X) :- p01(2), between(1,3,X), not p00(X,X).
P::p20(Y) <- (p11(3), between(1,3,Y), not p10(Y)), P is Y / 4.
p20(3) :- (Z \== 1, p21(3), p20(Z)) ; (p11(Z), e1, \+ p00(Z,Z), W is Z + 2, W < 5).
p21(2) :- e0(Y,X).
p21(1) :- e1, findall(V, p11(V), L), length(L, N), N >= 1.
query(p01(3)).
query(p20(2)).
query(p10(X)).
query(p01(X)) :- between(1,2,X).
