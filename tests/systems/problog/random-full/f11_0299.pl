:- use_module(library(lists)).
0.9::e0(2,1).
0.9::e0(2,3).
e1.
0.25::e2(3).
0.7::e2(2).
p00(Y) :- e0(X,Z), e0(3,1), p00(X), between(1,3,Y).
p00(2) :- (p00(Y), p00(X)) ; (e2(X), p00(X), e2(2), findall(V, e0(X,V), L), L \= []).
P::p10(Y) :- (p00(2), between(1,3,Y)), P is Y / 4.
P::p10(Y) <- ((p10(X), e0(Z,X), between(1,3,Y)) ; (e0(X,Z), e2(X), p11(2), between(1,3,Y), X @< 1)), P is Y / 4.
p10(X) :- p11(X), e1, p11(X).
p11(2) :- p11(Z), p00(2), e0(Z,Z), call(e2, 1).
p11(Y) :- (e2(X), between(1,3,Y)) ; (e2(1), between(1,3,Y), W is Y + 3, W < 5).
query(e2(Y)).
query(e0(Y,2)).
evidence(e2(1), true).
