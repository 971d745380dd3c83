:- use_module(library(lists)).
0.5::e0(3).
e0(1).
0.5::e0(2).
0.2::e0(3); 0.2::e0(1).
0.75::e1(2).
0.3::e2(1).
0.2::e2(1); 0.3::e2(2).
0.2::p00(X) <- e2(X), p01(X).
p00(X) <- e2(X), e1(X), p01(3).
0.4::p00(X) :- e0(2), between(1,3,X), not e1(X).
0.1::p01(1) :- p00(X), p00(2), X \= X.
p01(Y) :- e1(Y), p01(2), e0(Y), findall(V, e2(V), L), sum_list(L, T), T > 2, findall(V, e1(V), L), sort(L, S), length(S, N), N < 2.
p10(X,X) :- e1(Y), p10(X,Y), call(p01, 1).
p10(2,2) :- (p10(Y,Z), p00(Z), p01(Y)) ; (p11(X), call(e1, X)).
P::p10(X,X) :- ((p00(Z), p11(2), p11(Z), between(1,3,X), compare(O, Z, 2), call(p01, X)) ; (Y \== 3, p01(Y), p01(2), p01(3), between(1,3,X))), P is X / 4.
p11(X) :- (Y == 1, p00(Y), e0(Y), e2(Y), between(1,3,X)) ; (p01(X), \+ p00(X), findall(V, p00(V), L), length(L, N), N >= 2).
0.1::p11(Y) <- p10(Z,Z), between(1,3,Y).
query(p11(1)).
query(p11(X)).
query(p00(Y)).
query(e1(X)) :- between(1,2,X).
