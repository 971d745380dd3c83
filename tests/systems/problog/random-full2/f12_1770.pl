:- use_module(library(lists)).
e0.
0.3::e1(1).
0.5::e1(3).
0.75::e2(3,2).
p00(X,Y) :- e2(2,3), e2(Z,Y), e1(1), between(1,3,X), T =.. [g, X], T \== g(0).
p10(Y) :- p10(Y), e2(Y,Y), not e2(1,Y), \+ p00(Y,Y).
p10(Y) :- p11(3,Z), between(1,3,Y), W is Z + 1, W < 5.
P::p10(Y) :- (p00(Z,Y), p10(Y), Z < 3), P is Y / 4.
0.25::p11(Y,X) :- p10(X), p11(2,Z), between(1,3,Y), X < 1.
0.3::p11(2,Y) :- p10(Y), e1(1), Y == 3.
P::p20(X) :- (e2(Y,Z), p20(Z), between(1,3,X)), P is X / 4.
P::p20(Y) :- (p00(Y,X), p11(X,X)), P is Y / 4.
p30(2) :- e1(X), p30(X), not e1(X), findall(V, p00(X,V), L), sort(L, S), length(S, N), N < 2.
0.7::p30(Y) :- p20(Y), p11(1,3), e1(Y).
p31(Y,Y) :- p31(Y,Z), p31(X,Y), findall(V, p10(V), L), length(L, N), N >= 1, not e1(X).
p31(Y,2) :- e1(2), between(1,3,Y).
query(p10(3)).
query(e0) :- between(1,2,X).
