:- use_module(library(lists)).
0.6::e0(2).
0.9::e1(1,3).
e1(3,1).
0.2::e2.
p00 :- e1(Z,Y).
p00 :- (e2, \+ e2, T =.. [g, 1], T \== g(0)) ; (e2).
p00 :- e2, p01(X), subquery(e1(2,1), Q), Q > 0.33, \+ e1(3,X).
p01(Y) :- e0(3), between(1,3,Y), call(e0, 1).
P::p01(X) :- (e1(1,X), e1(2,X), p01(X), X @=< a), P is X / 4.
0.7::p01(Y) :- (e2, between(1,3,Y), Y >= 1, \+ e0(2)) ; (e2, e0(X), between(1,3,Y), findall(V, e0(V), L), sort(L, S), length(S, N), N < 2).
0.25::\+p01(X) :- e0(X).
0.6::p10(X) :- p00, p10(X), e1(X,Z), not p01(Z).
p10(X) :- e0(Z), e2, e2, between(1,3,X).
0.8::\+p10(3) :- e2.
p20 :- e1(3,3), p20, \+ p00.
p20 :- p20, e0(Z), p00, Z \== Z.
p20 <- e2, p20, p10(Z).
P::p21(Y,Y) :- (Y \== 1, p20, p10(X), between(1,3,Y), \+ p01(2)), P is Y / 4.
p21(2,Y) :- p01(Y), e0(1), Y == Y, Y @>= a.
0.8::p21(Y,Y) :- (p20, between(1,3,Y), W is Y + 3, W < 5, \+ p00) ; (p01(3), e2, between(1,3,Y)).
query(p20).
query(e2).
query(p00).
evidence(p10(3), false).
