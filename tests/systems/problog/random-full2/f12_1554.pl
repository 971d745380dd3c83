:- use_module(library(lists)).
0.6::e0(3,2).
0.5::e0(1,1).
0.3::e0(3,3); 0.2::e0(1,1).
0.2::e1.
0.1::e2.
p00(Y,X) :- e2, between(1,3,X), between(1,3,Y), X =:= 3.
p00(X,Y) :- (e1, between(1,3,X), between(1,3,Y)) ; (p00(Y,X)).
P::p00(Y,X) :- (p01(X), e1, between(1,3,Y), X =:= 2), P is Y / 4.
p01(Y) <- p00(2,Z), p00(Z,1), e0(1,Z), between(1,3,Y).
p10(X) :- e2, e0(Y,Y), between(1,3,X), X = 2, compare(O, X, 3).
p11(X,X) :- p11(X,Y), compare(O, X, 2).
0.6::p11(X,3) :- p11(X,Z), e0(X,X), compare(O, X, 2), Z >= 2.
0.75::p20(Y,Y) :- e2, between(1,3,Y).
p20(Y,Y) :- X == 2, p20(X,X), p11(X,X), between(1,3,Y), not p10(2).
0.5::p21(Y) :- p01(Z), between(1,3,Y), \+ p01(Y), findall(V, e0(Y,V), L), sum_list(L, T), T > 2.
p30(Y) :- p20(Y,Y), p20(2,Y), not p10(1), Y \= Y.
0.7::p30(Y) :- (p11(X,Y), p11(Z,X)) ; (p11(1,3), between(1,3,Y)).
P::p31(Y) <- (p00(Z,2), between(1,3,Y), Z @< 2), P is Y / 4.
query(p00(2,1)).
query(p01(Y)).
query(e1) :- between(1,2,X).
query(\+ p00(3,2)).
