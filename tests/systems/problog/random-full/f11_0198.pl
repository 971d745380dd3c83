:- use_module(library(lists)).
e0(1,1).
0.1::e0(2,2).
0.9::e1(1,3).
0.1::e1(2,2).
0.1::p00(X,Y) :- p00(Y,Z), between(1,3,X).
P::p00(X,2) :- ((p00(Y,1), p00(2,Y), between(1,3,X), Y \== X) ; (p00(2,Y), e1(X,3))), P is X / 4.
P::p10(X) :- (e1(Y,2), p00(3,Y), p10(Y), between(1,3,X), findall(V, p00(X,V), L), sum_list(L, T), T > 2), P is X / 4.
p10(Y) :- (Z \== 3, e0(Z,Y), call(e1, Z, 1)) ; (p00(Z,3), e0(X,3), between(1,3,Y), Z >= 2).
p20(1,X) <- e1(Y,X), e0(Y,1), p20(1,X), not e1(3,3).
0.7::p21 :- p00(X,Z), p10(X), \+ e1(Z,Z).
p21 :- e1(X,Y), p10(X), p00(X,1), X =\= 2, X >= 2.
p21 :- p00(Z,2), e1(Y,X), W is X + 2, W < 5, call(p10, Z).
query(p00(3,1)).
query(p10(Y)).
query(p10(X)) :- between(1,2,X).
