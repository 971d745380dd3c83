:- use_module(library(lists)).
0.9::e0(3,1).
0.2::e0(1,1); 0.1::e0(2,2).
e1.
e2(1,3).
p00 :- e2(X,X), e0(Z,2), Z =\= 1.
p00 :- (p00, e0(2,1), e0(Y,X)) ; (p00, T =.. [g, 3], T \== g(0)).
0.1::p00 :- Z == 1, p00, e0(Z,Z).
0.9::p10 :- (Z == 1, e1, e2(Z,Z)) ; (e1).
p10 :- p00.
p10 :- p11(Z,X), e2(1,X), p00, Z @< 2, findall(V, e2(X,V), L), sum_list(L, T), T > 2.
p11(X,X) :- e2(Y,3), p00, between(1,3,X).
p20(3) :- p20(Y), p00.
P::p20(X) :- ((p20(Y), e2(1,2), between(1,3,X), X @< 3) ; (p10, e2(X,Z))), P is X / 4.
query(p00).
query(p20(2)).
query(\+ p20(3)).
evidence(p10, true).
