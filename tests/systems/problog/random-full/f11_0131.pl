:- use_module(library(lists)).
0.8::e0.
0.75::e2(1).
p00 :- e0, e2(Y), e1(Y,Z), Z \== Y.
p01(X) :- e0, e2(Z), e2(Z), between(1,3,X), call(e1, Z, Z).
p10(Y) :- p11, p01(Y), findall(V, e2(V), L), length(L, N), N >= 2, W is Y + 1, W < 5.
p10(X) :- p11, p11, e1(Y,X).
0.7::p10(3) :- e2(1), e1(2,3), p11.
p11 :- (p11, e2(Y), p11, call(e1, 1, 2), T =.. [g, Y], T \== g(0)) ; (p01(2), e0, e2(2)).
p20(Y) :- p11, e2(2), between(1,3,Y), call(p01, Y), findall(V, e2(V), L), sort(L, S), length(S, N), N < 2.
p20(1) <- e2(Y), \+ p01(3).
p20(X) <- p01(2), e0, between(1,3,X), X >= 3, W is X + 3, W < 5.
query(e0).
query(p00).
query(e2(X)) :- between(1,2,X).
evidence(e0, false).
