:- use_module(library(lists)).
0.7::e0(3).
0.3::e0(2).
0.4::e1(2,2).
p00(Y) :- e1(Y,2), p00(2).
p10 :- p00(X), e0(X), \+ p00(2).
p10 :- (e0(1)) ; (p00(X), X == X).
P::p20(X) :- (e1(Z,Y), between(1,3,X), call(e0, 3), W is Z + 3, W < 5), P is X / 4.
0.75::p20(X) :- p21, p10, between(1,3,X), findall(V, e0(V), L), sort(L, S), length(S, N), N < 2.
p21 <- p00(X), p10, X \== 1.
P::p30(X) :- (e0(3), p20(3), e1(X,X)), P is X / 4.
query(p10).
query(p20(Y)).
query(p00(2)).
query(\+ p10).
evidence(p30(2), true).
