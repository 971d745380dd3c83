:- use_module(library(lists)).
0.8::e0(3,1).
0.6::e1(2).
p00(X) :- (e0(3,X)) ; (p00(Z), e1(Z), between(1,3,X)).
p00(1) :- e0(Y,Z), W is Z + 1, W < 5.
0.75::p10(Y) :- e1(Z), between(1,3,Y), subquery(e0(3,3), Q), Q > 0.33.
p10(Y) :- e1(Y), p10(Y), findall(V, e1(V), L), sum_list(L, T), T > 2.
p11 :- p11, p10(Z), e1(1), findall(V, p00(V), L), sort(L, S), length(S, N), N < 2.
p11 :- p10(Z), p00(Z), e1(Z).
0.2::p11 :- e1(2), e1(X), p10(3), \+ e1(X).
p20(X) :- (e1(X), p10(3)) ; (p11, p10(2), between(1,3,X), \+ e1(2)).
p20(Y) <- e0(1,X), p10(Z), p00(Y), call(p10, Z).
p30(3) :- (e0(Z,3), p20(Y), \+ p11, W is Z + 1, W < 5) ; (p20(Y)).
p31(X,Y) :- (e1(Y), p10(Y), p11, between(1,3,X), X == X, \+ e1(Y)) ; (p20(Z), p00(Z), p10(Y), between(1,3,X), X @< 2, Z \== Y).
p31(3,X) :- (p00(Y), p20(Y), p20(X), \+ e1(Y)) ; (p20(X)).
query(p10(X)).
query(p20(1)).
query(p31(3,X)).
query(p11) :- between(1,2,X).
query(\+ p30(2)).
