:- use_module(library(lists)).
0.5::e0.
0.9::e1.
0.9::e2(2,3).
0.7::e2(2,2).
0.9::e2(1,1).
0.2::p00 :- X \== 3, e2(X,X), X \= 3.
p00 :- (e2(Z,3), p01(Y)) ; (e0).
0.4::p00 :- (e2(Z,Z), p01(Z), p00, findall(V, e2(Z,V), L), L = [], T =.. [g, Z], T \== g(0)) ; (e2(Z,X), \+ e0).
P::p01(X) :- (e0, p00, between(1,3,X), X = 1), P is X / 4.
0.2::p01(1) :- X == 3, p01(X), p00, call(e2, 3, 3).
p01(X) :- (p01(X), e2(X,Y), e1) ; (e2(3,Y), e0, e1, between(1,3,X), \+ e1).
P::p10(Y) :- ((e2(3,Y), e2(1,2), p01(Y), T =.. [g, Y], T \== g(0)) ; (p00, p00, between(1,3,Y), T =.. [g, Y], T \== g(0))), P is Y / 4.
p10(X) :- p10(X), X = X.
0.6::p10(2) :- e2(Y,Y), p00, \+ e2(Y,Y).
query(e0).
query(p10(1)).
query(e1).
