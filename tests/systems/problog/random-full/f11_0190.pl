:- use_module(library(lists)).
0.2::e0(1,1).
0.1::e0(2,2).
p00(X) :- (X \== 1, e1(X), p00(X), e0(X,X), W is X + 3, W < 5) ; (e0(X,X), e0(2,X), p00(3)).
P::p00(Y) :- (e0(Z,2), p00(Z), e0(Z,Z), between(1,3,Y), not e0(Y,2), Z = Y), P is Y / 4.
p00(X) :- e1(X), p00(Y), e1(X), X == Y.
P::p10(Y) :- (p10(1), between(1,3,Y), W is Y + 2, W < 5, \+ p00(Y)), P is Y / 4.
p10(X) :- p10(Y), between(1,3,X).
p10(X) :- p10(2), e0(Z,Y), p00(Y), between(1,3,X), \+ e0(X,3), not e0(Y,3).
p20(Y) :- p10(3), between(1,3,Y), Y < 3.
P::p20(Y) :- ((p10(X), between(1,3,Y)) ; (p20(3), between(1,3,Y), findall(V, e1(V), L), sort(L, S), length(S, N), N < 2)), P is Y / 4.
p20(1) <- e0(Y,1).
p21(X) :- p10(Y), between(1,3,X), not p00(3).
p21(X) :- (p20(1), between(1,3,X), findall(V, e0(X,V), L), sum_list(L, T), T > 2) ; (p10(Z), between(1,3,X), W is Z + 2, W < 5, Z < 2).
p21(Y) :- e0(1,X), between(1,3,Y).
query(p00(X)).
query(e0(Y,X)).
query(e0(X,X)) :- between(1,2,X).
