:- use_module(library(lists)).
0.4::e0(2,1).
0.7::e0(1,2).
0.25::e1.
e2(3,1).
0.2::e2(3,3).
0.6::e2(1,2).
p00(1) <- p01, p01.
P::p00(X) :- (e2(X,3), \+ e2(1,3), X =\= 3), P is X / 4.
p01 :- (e1, p00(Y)) ; (e1, p01, e2(X,Z)).
p10(X) :- e0(Y,Y), p10(Y), between(1,3,X).
p10(3) :- e0(X,2), \+ e2(1,2).
p20(2,X) :- p00(Y), e1, between(1,3,X), W is X + 1, W < 5, compare(O, X, 1).
0.4::p20(Y,3) :- (p20(X,Y), p00(Y), p20(Y,Z)) ; (p10(Y), e1, p00(2)).
0.7::p20(1,2) :- e1.
P::p30(Y,3) :- (e1, p00(X), e2(2,X), between(1,3,Y), W is X + 3, W < 5), P is Y / 4.
p30(X,X) :- e2(2,Y), between(1,3,X), findall(V, p20(Y,V), L), sum_list(L, T), T > 2.
p31 <- (p20(3,3)) ; (p31).
query(p31).
query(p01).
query(p30(2,X)).
query(p20(X,X)) :- between(1,2,X).
