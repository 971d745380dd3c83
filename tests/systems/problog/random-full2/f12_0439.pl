:- use_module(library(lists)).
0.6::e0(1,2).
0.5::e0(3,2).
0.9::e0(3,3).
0.7::e1.
p00 :- e1.
p00 :- e1, e0(2,1), p00.
P::p10(Y) :- (e0(2,2), between(1,3,Y)), P is Y / 4.
p10(X) :- e0(3,Z), between(1,3,X), X @< 1.
p11 :- (e0(X,X), e1, X @>= 3, call(e0, 2, X)) ; (Z \== 2, e0(3,Z), Z =\= 3).
p11 :- e1, e1.
p20 :- p21(X,X), X =\= 2.
p21(X,1) :- e0(X,3), p21(X,X), X @>= 2.
p21(Y,2) :- p21(Z,X), p11, p10(X), between(1,3,Y), findall(V, p10(V), L), sum_list(L, T), T > 2.
query(e1).
query(p21(X,1)).
query(e1).
