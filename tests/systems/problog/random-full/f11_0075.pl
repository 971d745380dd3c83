:- use_module(library(lists)).
0.1::e0(2,2).
0.1::e0(1,1).
e0(3,3).
0.5::e1(2,1).
0.3::e2(3,2).
0.1::e3(3,1).
P::p00(X,X) :- (e2(X,Z), p00(X,3)), P is X / 4.
0.2::p01(X) :- (e2(X,Y)) ; (e0(2,Z), e1(3,2), between(1,3,X)).
P::p01(Y) :- (e2(Y,X), e0(X,Y), findall(V, e3(Y,V), L), sort(L, S), length(S, N), N < 2), P is Y / 4.
p10 :- Z == 1, p01(X), p10, p01(Z), X @< 3.
p10 :- e2(X,3), findall(V, e2(X,V), L), length(L, N), N >= 1, X < 1.
0.6::p11 <- e1(Z,1), e2(Y,X), call(e0, 3, X), compare(O, Y, 2).
query(p11).
query(e0(1,1)).
query(e2(3,1)).
