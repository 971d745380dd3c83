:- use_module(library(lists)).
0.25::e0(1).
0.9::e1(3).
0.25::e2.
0.4::e3.
p00 :- (p00, p01) ; (p00, e0(Y), e3, call(e0, 1)).
p01 :- e0(X), W is X + 3, W < 5.
p10(X) <- (p10(1), p01, between(1,3,X)) ; (e1(3), e1(Z), e3, between(1,3,X)).
0.75::p10(X) :- e3, between(1,3,X), call(e1, X).
p10(Y) :- p11(1), e1(2), between(1,3,Y), findall(V, e1(V), L), sum_list(L, T), T > 2, subquery(e1(2), Q), Q < 0.33.
0.7::p11(Y) :- (p00, between(1,3,Y), not e1(Y)) ; (e2, between(1,3,Y)).
0.6::\+p11(X) :- e2, between(1, 3, X).
p20(X) <- e2, between(1,3,X), X = X.
p20(X) :- p10(Y), e0(Y), p11(1), between(1,3,X).
0.6::p20(Y) :- p11(3), p00, between(1,3,Y).
p21(2) :- p20(2), p21(X), W is X + 3, W < 5.
p21(Y) :- e0(Z), p20(Z), between(1,3,Y).
P::p21(Y) :- (p10(Y), p01), P is Y / 4.
P::p30(Y) :- (p30(Y)), P is Y / 4.
p30(3) :- e0(X).
query(e3).
query(e0(X)) :- between(1,2,X).
query(\+ e1(2)).
