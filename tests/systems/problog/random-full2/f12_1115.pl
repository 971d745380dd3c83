:- use_module(library(lists)).
0.75::e1(1,2).
0.25::e1(2,3).
0.25::e2(3,3).
p00(X) :- e1(Y,1), between(1,3,X).
p10(Y) :- e0(3,X), between(1,3,Y), Y < 1.
P::p10(X) <- (p00(Z), e0(Z,1), between(1,3,X)), P is X / 4.
p10(3) :- (p00(Y), findall(V, e0(2,V), L), length(L, N), N >= 2, findall(V, e0(Y,V), L), sort(L, S), length(S, N), N < 2) ; (e1(X,2), e0(X,X), X @>= 2, findall(V, e2(2,V), L), sum_list(L, T), T > 2).
p11(3) :- e0(2,X), e2(1,X), W is X + 2, W < 5, W is X + 2, W < 5.
P::p11(X) :- (e2(1,X), e2(X,X)), P is X / 4.
P::p20(Y,2) :- ((e1(Y,Z), p10(Z), W is Z + 3, W < 5) ; (e1(Y,Y), e2(Y,X), X =\= 2)), P is Y / 4.
0.7::p20(Y,Y) :- e0(3,X), p11(Z), p20(Z,2), between(1,3,Y), findall(V, p00(V), L), length(L, N), N >= 2, Z \= X.
query(p20(Y,1)).
