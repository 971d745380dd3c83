:- use_module(library(lists)).
0.2::e0(1).
0.7::e0(2).
0.2::e1.
e2(3).
0.75::e2(2).
0.9::p00(Y) :- p00(Y), e1, W is Y + 2, W < 5, Y \== Y.
P::p00(Y) :- (e2(Y)), P is Y / 4.
p00(Y) :- e1, e1, between(1,3,Y).
P::p01(Y,Y) :- (e0(Z), between(1,3,Y), \+ e2(Z)), P is Y / 4.
P::p10(X,X) :- (X \== 1, p00(X)), P is X / 4.
p10(2,1) :- e0(Z).
P::p10(X,Y) <- (e2(Z), p01(Z,Z), between(1,3,X), between(1,3,Y)), P is Y / 4.
p20(Y) :- p20(Y), Y =\= 3.
P::p20(X) :- (p01(Y,Y), p01(Y,1), p10(3,Y), between(1,3,X), Y \= 3, findall(V, p10(3,V), L), sum_list(L, T), T > 2), P is X / 4.
p20(2) :- p20(Y), e2(3).
p21(X,Y) :- (p00(3), e1, e2(Y), between(1,3,X)) ; (e1, e2(Z), p21(Z,1), between(1,3,X), between(1,3,Y), findall(V, p00(V), L), sum_list(L, T), T > 2, Y @< f(1)).
query(e2(3)).
query(p00(X)).
query(e1).
query(p10(X,X)) :- between(1,2,X).
query(\+ e0(2)).
