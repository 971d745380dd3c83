:- use_module(library(lists)).
0.5::e1(2).
0.6::e1(1).
0.2::e1(1); 0.1::e1(3); 0.3::e1(2).
0.75::e2(3).
e2(1).
0.1::e2(3); 0.2::e2(2); 0.3::e2(1).
p00(Y) :- (p00(2), p01(Y), e2(2), findall(V, e1(V), L), length(L, N), N >= 2, W is Y + 3, W < 5) ; (e2(Z), e1(Z), between(1,3,Y), not e0(1), findall(V, e0(V), L), L = []).
p00(X) :- (Y == 2, e2(Y), between(1,3,X), not e1(X)) ; (e0(X), e1(1)).
p00(1) <- (e1(3), e2(1), e1(Y)) ; (e1(Y), e0(Y), findall(V, e0(V), L), L = []).
P::p01(X) <- ((e2(Z), between(1,3,X), compare(O, X, 1)) ; (p01(Y), between(1,3,X), X \== X)), P is X / 4.
0.2::p01(X) :- X \== 1, e1(X), e2(3).
p10 :- p01(Z), p01(Z), e0(Z), Z = Z, findall(V, p00(V), L), length(L, N), N >= 1.
0.3::p20(Y) :- p10, e0(X), between(1,3,Y).
p20(Y) :- (p10, between(1,3,Y), not p01(2), findall(V, e1(V), L), length(L, N), N >= 2) ; (p10, between(1,3,Y), findall(V, e2(V), L), sort(L, S), length(S, N), N < 2).
p20(2) :- e1(Y), e0(Y), e1(2), not e2(Y), Y @< 1.
query(p20(1)).
query(p20(X)).
