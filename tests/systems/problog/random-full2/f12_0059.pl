:- use_module(library(lists)).
e0(1,2).
0.3::e0(2,1).
e0(3,1).
0.7::e1(2,1).
0.25::e1(1,1).
0.2::e1(3,2).
e1(2,2).
p00(X) :- e0(Z,X), e0(Z,Z), findall(V, e0(X,V), L), sum_list(L, T), T > 2, X == Z.
p10(1) :- p10(X), T =.. [g, X], T \== g(0).
0.7::p11(2) :- (X \== 3, e1(3,X), p00(X)) ; (e1(1,Y), p11(Y), e0(Y,Z), T =.. [g, Z], T \== g(0)).
p11(3) :- e1(Y,2), p10(Y), findall(V, e1(Y,V), L), sum_list(L, T), T > 2, W is Y + 3, W < 5.
query(e1(2,1)).
