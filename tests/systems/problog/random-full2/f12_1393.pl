:- use_module(library(lists)).
0.25::e0.
0.75::e1(2,2).
0.75::e1(1,3).
0.1::e1(2,2); 0.3::e1(3,3).
P::p00(1,X) :- (p00(X,Z), e0, e0, \+ e0), P is X / 4.
p00(Y,X) :- (e1(Z,Y), between(1,3,X)) ; (p00(Y,3), e1(X,X), call(e2, X), X =\= 1).
0.7::p10(X) :- e2(X), e0, e1(X,2), compare(O, X, 3), findall(V, p00(X,V), L), length(L, N), N >= 2.
p20(Y) :- Z \== 2, e2(Z), between(1,3,Y).
P::p20(Y) :- (e2(Z), p21, p00(3,Z), between(1,3,Y)), P is Y / 4.
p20(1) :- (Z \== 1, p10(Z), e0, p10(Z)) ; (p20(2), p10(X), W is X + 2, W < 5, compare(O, X, 1)).
0.9::p21 :- p20(Z), p00(Z,Z), e0, not p10(Z), Z @< 1.
p21 :- Z \== 1, e2(Z), p00(Z,Z), e0, call(e2, Z).
p21 :- (p00(Y,Y), e2(Y)) ; (e1(Y,X), e2(X)).
p30(3,2) :- e2(X), p00(X,X), p30(Z,X), X >= 2, X =:= 3.
query(p00(2,1)).
query(p20(2)).
query(\+ e0).
