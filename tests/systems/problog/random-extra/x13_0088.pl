:- use_module(library(lists)).
e0(3).
0.3::e1.
0.8::e2(3).
e3(2,1).
0.2::e3(1,1).
p00(3) :- Z == 3, e0(2), e1, e0(Z), Z \== 1.
p00(1) :- e3(Y,Z).
0.4::\+p00(Y) :- e0(Y).
P::p01(Y,Y) :- ((p00(3), between(1,3,Y)) ; (e3(X,2), p00(X), e2(Y), Y =\= 1)), P is Y / 4.
p01(Y,X) :- (p01(Z,X), e3(2,1), between(1,3,Y)) ; (e2(Z), e2(Z), e1, between(1,3,X), between(1,3,Y), findall(V, e0(V), L), L = []).
p01(X,X) :- p01(Z,1), e1, p01(Z,Y), between(1,3,X).
0.4::\+p01(1,X) :- e2(X).
p10(Y) :- (e2(X), between(1,3,Y), subquery(e2(1), Q), Q > 0.33, findall(V, p00(V), L), sort(L, S), length(S, N), N < 2) ; (p10(Y), e2(Z), p01(2,3), Z \== Z, \+ p00(1)).
p20 :- e2(Y).
0.2::p20 :- e2(X), e0(X), \+ e1, X \== 3.
P::p21(X,Y) :- (e0(X), p00(X), between(1,3,Y), findall(V, e2(V), L), sort(L, S), length(S, N), N < 2, findall(V, e2(V), L), length(L, N), N >= 2), P is Y / 4.
0.3::p21(X,Y) <- p01(Y,Y), between(1,3,X), findall(V, p10(V), L), L = [], Y =:= 2.
p30 :- (p10(X), e2(X), p01(X,Y), not e0(Y)) ; (e3(1,X), p21(Z,Y), subquery(p01(2,2), Q), Q < 0.33).
p30 :- p20, e2(Y).
0.2::p30 :- p00(X).
\+p30 :- e2(2).
query(p01(Y,X)).
query(p01(3,3)).
