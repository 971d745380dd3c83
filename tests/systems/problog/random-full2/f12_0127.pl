:- use_module(library(lists)).
e0(3,2).
0.6::e0(2,3).
0.3::e0(1,1); 0.2::e0(3,3).
0.7::e1.
0.25::e2.
P::p00(X) :- (p00(2), p00(Z), e0(Z,3), between(1,3,X), Z >= 1, findall(V, e0(X,V), L), sum_list(L, T), T > 2), P is X / 4.
p10(1) :- (e1, e0(Z,X)) ; (p10(Z), p00(Z), \+ e1).
0.75::p10(Y) :- e1, e1, e0(Y,Z), W is Z + 2, W < 5.
p11(X) :- p10(3), e0(Z,Y), between(1,3,X).
0.1::p11(X) <- e2, p11(Z), between(1,3,X), X == X.
0.6::p20 :- p11(Z), p21(Z), p20.
p20 :- (e1, p11(Z), e2) ; (p00(Z), Z \== Z, \+ e2).
p20 :- (p00(Y), e1, e1, Y @>= 2, call(p10, Y)) ; (e0(Z,Y), p20, e0(2,Y), not p00(2)).
p21(Y) :- e1, p00(X), between(1,3,Y).
p30 :- X == 2, p00(X), p31(X), not p10(X).
p30 :- p10(2), p20, \+ p11(2).
p31(Y) :- p30, e2, between(1,3,Y).
query(e1).
query(e0(X,X)) :- between(1,2,X).
evidence(e1, false).
