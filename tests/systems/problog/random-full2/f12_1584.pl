:- use_module(library(lists)).
e0(3).
0.8::e0(2).
0.1::e1.
p00(X) :- e1, p00(3), between(1,3,X).
p00(Y) :- p00(Y), not e0(1).
p00(X) :- p00(Z), between(1,3,X), call(e0, 3), X @< 2.
P::p01(X) :- (p00(Y), between(1,3,X), X @>= 2, Y >= 3), P is X / 4.
p10 :- p11(Y).
p10 :- p00(3), p00(Y), p10.
0.1::p11(Y) <- p01(2), p11(3), p00(X), between(1,3,Y), X @>= f(1).
p11(X) :- p10, p01(Z), e1, between(1,3,X), not e0(3).
p20(X,Y) :- p11(Y), p11(Y), p11(Y), between(1,3,X), findall(V, p00(V), L), length(L, N), N >= 1.
p30(2) :- p01(X), X =:= 3.
0.8::p31(X) <- (p10, p31(X), p10) ; (p30(X), p11(X), e0(1), findall(V, p01(V), L), L = [], X < 3).
p31(Y) :- (Y \== 2, p10, p01(Z), between(1,3,Y), Y @< 2) ; (p20(Z,Z), between(1,3,Y), findall(V, p11(V), L), sum_list(L, T), T > 2, findall(V, p00(V), L), length(L, N), N >= 1).
query(p01(2)).
query(p11(X)).
query(p30(1)).
query(e0(X)) :- between(1,2,X).
