:- use_module(library(lists)).
0.3::e0.
e1(1).
0.5::e1(3).
0.9::e2.
e3(2,2).
e3(1,1).
p00(Y,3) :- e0, e3(X,X), p00(3,3), between(1,3,Y), findall(V, e3(3,V), L), length(L, N), N >= 1.
\+p00(3,Y) :- e2, between(1, 3, Y).
p01(Y) :- (e0, p00(3,Z), between(1,3,Y)) ; (e0, p00(3,2), between(1,3,Y), not e1(3)).
p01(Y) :- e0, e2, e3(2,3), between(1,3,Y), W is Y + 1, W < 5.
P::p01(X) :- (p01(X), e0, e3(3,X)), P is X / 4.
0.8::\+p01(X) :- e2, between(1, 3, X).
p10 :- p11.
p11 :- p11.
p11 :- p00(1,X), p10, p11.
p11 :- p01(1), e1(Z), findall(V, e3(Z,V), L), sort(L, S), length(S, N), N < 2.
p20(Y,Y) :- p20(2,Z), between(1,3,Y), W is Z + 3, W < 5.
p20(Y,X) :- p00(X,2), e3(Z,3), p11, between(1,3,Y), X = Y, \+ e1(1).
query(p11).
query(e0).
