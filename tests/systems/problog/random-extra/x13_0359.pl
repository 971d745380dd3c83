:- use_module(library(lists)).
0.5::e0.
0.9::e1(3).
p00(1) <- e1(Z), p00(Z), \+ e0, findall(V, e1(V), L), sort(L, S), length(S, N), N < 2.
P::p10(X) :- ((p10(X)) ; (e0, p00(2), e1(X))), P is X / 4.
0.3::\+p10(Y) :- e1(Y).
p20(X) <- e1(2), p00(Z), between(1,3,X), findall(V, p00(V), L), sort(L, S), length(S, N), N < 2.
0.6::\+p20(Y) :- e1(Y).
p30(X) :- (p10(Y), e1(3), p10(Y), between(1,3,X)) ; (p20(2), between(1,3,X)).
p30(Y) :- e0, p30(Z), between(1,3,Y).
p30(Y) :- p00(Z), e0, between(1,3,Y), Y =\= 3, Y = Y.
\+p30(1) :- e0.
query(p20(1)).
query(e1(2)).
query(p20(X)) :- between(1,2,X).
