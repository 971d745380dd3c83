:- use_module(library(lists)).
0.25::e0(2).
e0(3).
0.5::e1(1,3).
0.75::e1(3,3).
0.6::e1(2,3).
p00(Y) :- p01(Z), e0(Z), e1(X,Z), between(1,3,Y), not e1(3,Y), compare(O, Y, 1).
p01(2) :- e0(3).
p01(X) :- e1(Y,3), e0(Y), between(1,3,X), findall(V, e0(V), L), sort(L, S), length(S, N), N < 2, Y \== X.
p10(Y,X) :- p01(Z), e1(Z,Z), between(1,3,X), between(1,3,Y).
p10(X,Y) :- p00(Z), p00(Z), between(1,3,X), between(1,3,Y).
p20(Y) :- p20(Z), between(1,3,Y), Z < 2.
p20(Y) :- (p01(Y)) ; (p21(Y,Y), Y == Y, \+ p01(Y)).
P::p21(X,Y) :- (e1(X,Z), e0(Z), p10(Z,Z), between(1,3,Y), Z \== Z, findall(V, p01(V), L), L = []), P is X / 4.
p30(X) :- e1(2,1), p00(Y), between(1,3,X), W is Y + 3, W < 5.
p30(Y) :- p21(X,X), p10(X,2), between(1,3,Y).
p30(Y) :- p20(3), between(1,3,Y), Y \= 3.
query(p00(Y)).
query(p30(2)).
query(p00(2)).
