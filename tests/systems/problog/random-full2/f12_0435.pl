:- use_module(library(lists)).
0.1::e0(2,3).
e0(1,2).
e1(3,2).
0.9::p00 :- e1(Y,1), e1(3,3).
p00 :- p01(X), e1(X,Z), call(e0, X, X).
P::p01(X) :- ((e1(X,1), e0(X,X)) ; (X == 2, e1(Z,Z), between(1,3,X), X == X)), P is X / 4.
p10(X) :- p00, p01(2), between(1,3,X).
p11(X,Y) :- p01(X), p11(X,X), between(1,3,Y), Y == 2.
P::p11(X,X) :- (p10(Y), p00, e0(Y,X)), P is X / 4.
p11(X,X) :- p11(Z,X), X \== Z, W is X + 2, W < 5.
0.3::p20(Y) :- (p21(Y)) ; (p00, p00, p10(Y)).
p20(X) :- p00, p00, e0(Y,X).
p21(X) :- p21(Y), p01(Z), between(1,3,X), \+ p11(Y,X).
p21(Y) <- e1(Z,Z), p00, between(1,3,Y), call(p01, 2).
p21(X) :- Z \== 1, p01(Y), e0(Y,Z), p11(X,1), findall(V, p11(3,V), L), sort(L, S), length(S, N), N < 2.
query(p11(X,1)).
query(p10(X)) :- between(1,2,X).
