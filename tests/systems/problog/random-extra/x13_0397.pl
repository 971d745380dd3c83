:- use_module(library(lists)).
0.8::e0(2).
e1(3,1).
0.2::e2.
p00(Y) :- e2, e1(3,X), p00(Y), findall(V, e1(1,V), L), sort(L, S), length(S, N), N < 2.
p00(X) :- (p01(1), between(1,3,X)) ; (e0(X), X =\= 3).
0.7::\+p00(Y) :- e0(Y).
0.75::p01(3) :- p01(X), p01(X).
p10 :- e0(2), p00(3).
p10 :- e0(1).
p10 :- p01(Z), \+ e2, Z = Z.
p20 :- p21(X), p20, p20, W is X + 3, W < 5, \+ e0(X).
p20 :- e2, not e1(1,1).
0.7::p20 <- p10.
p21(X) :- p20, p10, p10, between(1,3,X), not p01(X).
p21(X) :- e2, p01(X), p10, X >= 2.
p21(Y) :- p20, between(1,3,Y).
query(p01(Y)).
