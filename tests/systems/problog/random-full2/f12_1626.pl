:- use_module(library(lists)).
0.25::e1(3,3).
0.9::e1(1,2).
p00(2,Y) :- e0(X,1), between(1,3,Y), X = Y.
p01(X,X) :- (e0(Z,3), p01(Y,Z), e1(2,Z), between(1,3,X), not e1(X,3)) ; (e1(Z,Z), p01(Z,Z), between(1,3,X), findall(V, e1(Z,V), L), sum_list(L, T), T > 2).
0.2::p01(3,Y) :- p01(Y,X), Y == X, X = X.
p10(2,X) :- (Z \== 2, e0(Z,X), \+ e0(X,Z)) ; (p00(Y,Y), e1(Y,Y), between(1,3,X)).
P::p10(X,2) :- (e0(Z,Z), p11, e0(Z,Y), between(1,3,X), not p00(Z,X), compare(O, X, 1)), P is X / 4.
p10(Y,1) :- (e1(1,Z), p00(Z,2), between(1,3,Y), Y < 2) ; (p01(3,X), p10(X,X), p01(Z,1), between(1,3,Y), Y = Z, X =:= 2).
p11 :- p00(Y,Y).
p20(Y) :- p21(3), p21(1), between(1,3,Y).
p21(X) :- p10(Y,Z), p20(Z), between(1,3,X), X == Y.
P::p21(X) :- (p20(3), between(1,3,X)), P is X / 4.
query(e1(1,1)).
query(\+ p01(2,1)).
