:- use_module(library(lists)).
0.2::e0(1,3).
0.75::e0(3,1).
e0(2,3).
0.1::e1(2).
0.3::e1(3).
0.7::e2(3).
0.1::e2(1); 0.3::e2(3).
P::p00(X,X) :- (e1(Y), between(1,3,X), findall(V, e1(V), L), sum_list(L, T), T > 2, not e0(X,Y)), P is X / 4.
p00(3,3) :- p00(X,Y), p00(Z,3), compare(O, Z, 3).
p00(X,3) :- p01(Y), p00(Z,2), between(1,3,X), \+ e1(2).
p01(X) <- e2(X).
p10 :- e1(Y), p01(1), p10, compare(O, Y, 2), Y =:= 3.
query(e2(2)).
query(e1(X)).
query(p00(1,X)).
query(\+ p10).
