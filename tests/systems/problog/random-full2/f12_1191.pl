:- use_module(library(lists)).
e0(1,3).
0.6::e0(3,2).
0.9::e0(1,2).
0.1::e0(2,1).
0.4::e1.
p00(Y) :- (p00(Y), Y = 1) ; (p00(Y), e0(Z,Z), e1, findall(V, e0(Z,V), L), sum_list(L, T), T > 2, \+ e0(Y,Z)).
p00(3) :- e0(1,X), p01(X), p00(Y).
p01(Y) :- (e0(X,Z), p00(X), between(1,3,Y), \+ e0(Y,1), Y >= 1) ; (e0(Z,X), e0(Y,1), \+ e1).
0.6::p01(X) :- p00(Y), p01(Y), e0(Z,Y), between(1,3,X).
p01(X) :- e0(1,2), between(1,3,X), X = X, X < 2.
0.3::p10 :- (Z \== 2, p10, p01(Z), p10) ; (p01(1), p10, \+ e0(2,1)).
p10 :- p00(X), W is X + 2, W < 5, \+ e0(X,X).
p10 :- p10, \+ p00(3), not e0(1,3).
p20(Y) :- p00(1), p01(Y), e0(Y,Y).
P::p20(X) :- ((e1, between(1,3,X), findall(V, e0(X,V), L), L = []) ; (p00(2), p20(Z), p00(Z), between(1,3,X), Z =\= 2)), P is X / 4.
p20(Y) :- p00(2), p10, p10, between(1,3,Y), Y < 2.
query(p00(3)).
query(e0(2,1)).
query(p20(1)).
query(p10) :- between(1,2,X).
query(\+ e1).
