:- use_module(library(lists)).
0.3::e0(3).
0.3::e0(2).
0.7::e1(1,1).
P::p00(Y,2) :- (Y == 1, p00(X,X), p00(2,1), between(1,3,Y), not e0(1)), P is Y / 4.
P::p00(X,X) :- (p00(Z,X), e1(Z,1), p00(Z,Y), \+ e0(X), not e0(Z)), P is X / 4.
\+p00(Y,Y) :- e1(Y,1).
p10(Y) :- Z == 1, e1(Z,Z), e0(Z), p00(Z,Z), between(1,3,Y), findall(V, p00(Y,V), L), L \= [].
p10(Y) :- p10(Y), p00(Y,Y), not e1(Y,Y).
p10(Y) <- (e1(Y,Z), e0(2), findall(V, e1(Y,V), L), sort(L, S), length(S, N), N < 2) ; (p10(Z), between(1,3,Y), findall(V, e0(V), L), sum_list(L, T), T > 2).
\+p10(3) :- e1(1,2).
P::p20(Y) :- (p21(Z,Z), e1(Z,Y), e0(2)), P is Y / 4.
p21(X,2) :- e0(Y), p20(X).
p30(1) :- (p00(Z,2), e0(Z), p00(3,Y), findall(V, p21(Y,V), L), L \= []) ; (p20(2)).
P::p30(X) <- ((p30(X), p00(2,X), findall(V, e1(X,V), L), L = [], findall(V, e1(X,V), L), length(L, N), N >= 2) ; (p20(2), e1(3,3), e1(Y,2), between(1,3,X), W is X + 1, W < 5, call(e1, X, 3))), P is X / 4.
query(p10(X)).
query(p21(X,X)) :- between(1,2,X).
