:- use_module(library(lists)).
0.25::e0.
e1(3).
p00(X) :- p01(Z), between(1,3,X).
P::p00(X) :- (p01(2), e1(Y), p01(1), between(1,3,X)), P is X / 4.
p01(Y) <- p00(Y), Y >= 3.
P::p01(Y) <- (e0, between(1,3,Y)), P is Y / 4.
p10(Y,X) :- e2(Z,Z), between(1,3,X), between(1,3,Y), Y \== Y.
0.7::p10(X,Y) :- e1(Y), e0, between(1,3,X).
p10(X,X) :- e1(Z), p01(Z), p10(1,2), between(1,3,X), X @< a, findall(V, e1(V), L), sum_list(L, T), T > 2.
p20 <- p21(Y).
p20 :- p21(Z), call(p01, Z), Z = Z.
p20 :- (p20, p00(X), p10(Y,X)) ; (p00(Y)).
p21(3) :- e1(2), p01(Z).
query(p00(2)).
query(p00(1)).
query(p21(X)).
query(e1(X)) :- between(1,2,X).
