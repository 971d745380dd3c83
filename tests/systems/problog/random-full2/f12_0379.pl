:- use_module(library(lists)).
0.25::e0(2,1).
e1(2,1).
0.2::e1(3,1).
0.75::e2(3).
0.4::e2(2).
0.1::e3(1,1); 0.3::e3(3,3).
p00 <- (e2(2), call(e2, 3)) ; (p00, p01(X), e0(X,2), call(e2, 2)).
p01(X) :- (e3(2,X)) ; (X == 1, e2(X), p01(X), X =\= 3).
p10(Y) :- (Y \== 2, p10(Y), p00, e3(1,Y), \+ p00) ; (e2(Z), p01(Y), not e1(Y,3)).
p10(1) :- p00, p01(X), W is X + 1, W < 5, not e0(X,1).
p10(Y) :- p00, p00, between(1,3,Y), findall(V, e3(Y,V), L), sum_list(L, T), T > 2.
p20(Y) :- p01(X), p01(X), p00, between(1,3,Y).
p20(X) :- (p01(1), e2(2), p01(X), X == X) ; (e3(Z,Y), e3(3,Z), between(1,3,X)).
P::p30(Y) :- (p00, between(1,3,Y), Y >= 3), P is Y / 4.
0.6::p30(2) :- p20(X), findall(V, p10(V), L), sort(L, S), length(S, N), N < 2, X >= 1.
p30(Y) :- e3(3,Y), e3(3,2).
0.2::p31(X) :- p01(1), e2(2), between(1,3,X), findall(V, p01(V), L), sort(L, S), length(S, N), N < 2.
p31(Y) :- p20(Y), e3(X,Y), e0(X,X), W is X + 2, W < 5.
query(p00).
query(e0(3,Y)).
query(p31(3)).
evidence(e0(1,2), true).
