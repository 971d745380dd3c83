:- use_module(library(lists)).
0.1::e0(2,2).
0.3::e0(3,3); 0.3::e0(2,2).
0.6::e1(2).
0.5::e1(1).
0.25::e2(2).
0.9::e2(3).
0.2::e2(3); 0.2::e2(2); 0.2::e2(1).
0.75::e3(1,1).
0.25::e3(2,2).
e3(2,3).
0.1::e3(3,3); 0.1::e3(1,1); 0.1::e3(2,2).
p00(X,Y) :- e1(Y), e0(X,Y), e0(2,3), call(e3, X, Y).
0.7::p10(2,X) :- e0(X,3), e1(Z), p10(Z,3), X =\= 1.
P::p10(X,Y) :- (e0(Z,Y), e0(1,3), e1(3), between(1,3,X), not e3(1,Y), findall(V, e2(V), L), sum_list(L, T), T > 2), P is X / 4.
p10(X,Y) <- (e3(Z,Z), p00(1,3), between(1,3,X), between(1,3,Y), W is X + 3, W < 5) ; (e2(Y), between(1,3,X), Y @=< 3, call(e0, 2, 2)).
p11(3) :- e1(Y), e1(Y).
query(p11(Y)).
query(p10(1,Y)).
evidence(e0(2,1), true).
