:- use_module(library(lists)).
0.3::e0(3,3).
e0(3,1).
0.6::e0(2,3).
0.2::e1.
P::p00(X) :- ((e1, between(1,3,X), \+ e1) ; (e0(X,Z))), P is X / 4.
P::p00(X) :- (e1, p00(Z), between(1,3,X)), P is X / 4.
p10(3) :- e1, p00(Z), e1, Z >= 3, findall(V, p00(V), L), length(L, N), N >= 2.
0.9::p10(3) :- e1, e0(Y,Y), findall(V, e0(Y,V), L), sort(L, S), length(S, N), N < 2.
P::p20(X) :- (p20(Y), between(1,3,X)), P is X / 4.
p30(Y,Y) :- e0(Z,Z), between(1,3,Y).
p30(2,2) :- Y \== 2, e0(X,Y), p31(3), p00(X), W is Y + 1, W < 5.
P::p30(X,Y) :- ((p31(Y), between(1,3,X), not p10(Y), findall(V, e0(1,V), L), sort(L, S), length(S, N), N < 2) ; (p00(3), p30(X,Y), p30(2,X), compare(O, Y, 3))), P is X / 4.
p31(Y) :- p20(Z), between(1,3,Y).
query(p10(1)).
query(e1).
query(p10(X)) :- between(1,2,X).
