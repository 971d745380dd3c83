:- use_module(library(lists)).
0.25::e0(3,1).
0.7::e0(2,3).
0.4::e0(3,2).
0.5::e1.
p00 <- p01(3,Y), Y =:= 2, findall(V, e0(Y,V), L), sum_list(L, T), T > 2.
p00 :- e0(1,Z), p00, e1, \+ e0(Z,Z).
\+p00 :- e0(3,3).
p01(Y,X) :- p00, p00, p00, between(1,3,X), between(1,3,Y).
p01(Y,X) :- e0(X,Z), between(1,3,Y).
p10 :- p10.
\+p10 :- e1.
0.8::p11(Y,1) :- (p01(Z,Z), between(1,3,Y)) ; (p10, between(1,3,Y)).
P::p11(X,X) :- (e1, e0(Y,X), p11(X,X)), P is X / 4.
query(e1).
query(\+ p11(2,3)).
