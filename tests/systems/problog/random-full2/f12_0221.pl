:- use_module(library(lists)).
0.4::e0(3,2).
e0(1,1).
0.1::e0(3,1).
e1(3,2).
0.4::e1(1,2).
p00 :- p00.
p00 :- (e0(Y,3), e1(Y,2), p00, call(e0, Y, 1), findall(V, e1(Y,V), L), sort(L, S), length(S, N), N < 2) ; (e0(X,2)).
P::p01(X) :- ((e1(1,3), between(1,3,X)) ; (p01(Z), p01(Z), between(1,3,X), compare(O, X, 2))), P is X / 4.
p10(Y) :- (X \== 1, p10(X), p10(Z), e1(Z,1), between(1,3,Y), findall(V, e0(Z,V), L), sum_list(L, T), T > 2) ; (p10(X), p01(X), between(1,3,Y), Y =:= 2, not p01(X)).
p11(X) <- p11(Z), between(1,3,X).
0.2::p11(X) :- e1(1,1), between(1,3,X), call(p01, 2).
p11(Y) :- p00, between(1,3,Y), Y @< 3.
query(p10(Y)).
evidence(p11(1), false).
