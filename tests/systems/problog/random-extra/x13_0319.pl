:- use_module(library(lists)).
e0(1,2).
0.3::e0(3,3); 0.1::e0(2,2).
0.6::e1(3).
p00 :- p01(X), p01(2), e1(1), subquery(e0(3,1), Q), Q < 0.33, X < 1.
p00 :- e1(1), findall(V, e0(3,V), L), sort(L, S), length(S, N), N < 2.
p00 :- p00, e0(X,1).
\+p00 :- e1(2).
p01(Y) :- p00, p00, between(1,3,Y).
0.9::p01(Y) :- X == 1, e1(X), p01(X), between(1,3,Y), call(e1, Y).
P::p10(X) :- (p10(Z), p00, p10(1), between(1,3,X), compare(O, Z, 1), Z < 2), P is X / 4.
p10(X) <- (p10(Y), p01(Y), p00, between(1,3,X), X = 3, findall(V, e0(2,V), L), length(L, N), N >= 1) ; (p10(X)).
P::p10(Y) :- (p10(3), e1(Z), e0(Z,X), between(1,3,Y)), P is Y / 4.
P::p20(Y,1) :- ((e0(X,Z), between(1,3,Y), findall(V, p10(V), L), length(L, N), N >= 2, Y = 3) ; (p10(3), e1(X), p01(X), between(1,3,Y), X >= 3, W is X + 3, W < 5)), P is Y / 4.
0.25::p30 :- p30, p30, p10(Z), findall(V, p10(V), L), L = [], W is Z + 2, W < 5.
p30 :- (p30, p10(X), p20(X,Y), \+ p10(3)) ; (p01(X), p31, p30, compare(O, X, 3), subquery(p01(2), Q), Q < 0.33).
p31 :- e1(Y), p20(Y,1), p20(Y,Y), \+ p00.
p31 :- p31, p30, T =.. [g, 2], T \== g(0), \+ e0(2,3).
0.6::\+p31 :- e1(2).
query(p00).
query(p10(3)).
query(p00).
query(p31) :- between(1,2,X).
evidence(p30, false).
