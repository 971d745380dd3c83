:- use_module(library(lists)).
0.8::e0(3).
0.8::e0(1).
e1(3,3).
0.2::e1(1,1).
e1(3,2).
0.25::e2.
p00(X) :- (e0(2), e1(3,X)) ; (e1(Y,Y), p00(3), p01, between(1,3,X), findall(V, e0(V), L), length(L, N), N >= 2).
p01 :- e2, e0(3), p01.
0.2::p01 :- p01, call(e0, 2).
p01 :- Z \== 1, p00(Z), not e1(Z,Z).
p10(X) :- e0(X), not e0(1), compare(O, X, 1).
p20(X,Y) :- (e2, p00(X), between(1,3,Y)) ; (p00(X), p21(1), e0(X), between(1,3,Y), not e0(Y)).
p21(3) :- p00(X), p21(X), findall(V, p10(V), L), sum_list(L, T), T > 2.
P::p21(Y) :- (p00(X), p01, between(1,3,Y), call(p00, 3)), P is Y / 4.
p21(Y) :- p00(2), e1(Z,X), between(1,3,Y), compare(O, Z, 2), findall(V, p00(V), L), sort(L, S), length(S, N), N < 2.
query(e1(Y,2)).
query(e1(X,X)) :- between(1,2,X).
evidence(p20(3,2), true).
