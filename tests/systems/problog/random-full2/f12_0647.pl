:- use_module(library(lists)).
0.7::e0(2).
0.9::e1(2,1).
0.9::e1(1,2).
P::p00(X,Y) :- (e0(2), between(1,3,X), between(1,3,Y), not e0(X)), P is Y / 4.
0.8::p00(X,X) :- (Z == 2, e2(X,Z), findall(V, e0(V), L), L = []) ; (e2(X,X), e2(1,X)).
p01 :- X == 2, e0(X), p01, findall(V, e2(X,V), L), sum_list(L, T), T > 2.
p01 :- p00(1,2), e0(Y).
P::p10(Y,X) <- (Y \== 3, e2(X,Z), between(1,3,Y), X < 1), P is Y / 4.
P::p10(X,2) :- (e1(1,2), between(1,3,X), \+ e1(1,3)), P is X / 4.
P::p10(X,Y) :- (p00(3,X), p00(X,X), between(1,3,Y), findall(V, e0(V), L), L = []), P is Y / 4.
p11(1) :- e1(Y,Y), e2(Y,Y), Y \== Y, \+ e0(2).
query(e1(2,2)).
query(e1(3,X)).
query(p10(1,Y)).
query(e0(X)) :- between(1,2,X).
query(\+ p01).
