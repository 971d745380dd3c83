:- use_module(library(lists)).
0.7::e0(2,2).
e0(1,3).
e0(3,2).
0.7::e0(3,1).
0.1::e1(2).
e2(2,3).
0.75::e2(1,2).
0.4::e3(1,1).
0.7::e3(1,3).
0.7::e3(2,2).
0.2::e3(1,1); 0.1::e3(2,2).
p00 :- p00, \+ e3(3,1).
P::p01(X) :- ((e2(1,1), between(1,3,X), X @< 2, \+ e1(X)) ; (e2(Y,Y), e3(Y,Y), between(1,3,X), X =\= 2)), P is X / 4.
p01(2) :- e2(Z,2), e0(X,Y), e0(Z,Z).
p01(X) :- X == 2, e1(Z), e0(Z,Z), between(1,3,X), X @< 1.
P::p10(X,Y) :- (e1(Z), e0(X,3), between(1,3,Y), call(p01, 2)), P is Y / 4.
p10(X,X) :- p00, between(1,3,X), call(p01, X), call(e0, 2, X).
p10(X,X) :- (p01(Z), between(1,3,X)) ; (e0(X,2), e0(X,2), p00).
p20 :- Z == 2, p01(Z), e2(3,Z), p00, \+ e0(2,Z).
p20 :- p20, p01(Y), p01(Y), Y >= 1, findall(V, e0(2,V), L), sum_list(L, T), T > 2.
p20 :- (e2(Z,Y), findall(V, e0(Z,V), L), L = [], \+ e0(Z,Y)) ; (p20, p01(1)).
query(e1(Y)).
query(p20).
query(e2(3,Y)).
query(e2(X,X)) :- between(1,2,X).
