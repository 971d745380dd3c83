:- use_module(library(lists)).
0.4::e0.
0.9::e1(1).
0.2::e1(2).
0.2::e1(3); 0.1::e1(2).
0.6::e2(2).
0.2::e2(1).
p00(Y) :- p00(X), p00(2), between(1,3,Y), Y \== X.
P::p00(Y) :- (p01, e0, e2(Y), T =.. [g, Y], T \== g(0), Y = Y), P is Y / 4.
0.75::p01 :- p00(Z), p00(Y), e1(Y), findall(V, e1(V), L), sort(L, S), length(S, N), N < 2, \+ e1(Z).
p01 :- e1(3), p01.
0.9::p01 :- e0, p01, e2(X), call(e1, X), call(e2, X).
p10 :- p00(2), p01, e1(X).
p10 :- e0.
p10 <- e0.
p20(Y) :- (p10, between(1,3,Y)) ; (p01, p01, between(1,3,Y)).
query(e2(1)).
