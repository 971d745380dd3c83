:- use_module(library(lists)).
0.7::e1(1,3).
0.75::e1(3,2).
0.75::e1(2,3).
e2(2,2).
e2(2,3).
0.75::e2(3,2).
0.3::e2(1,1); 0.1::e2(2,2).
0.25::e3(3).
0.9::e3(1).
p00 :- e0(Y), e2(X,Z), p01(Y,1).
p01(2,3) :- e0(Y).
p01(X,2) :- (e2(1,1), e1(X,Z), compare(O, X, 3)) ; (e2(3,Y), between(1,3,X), X == Y, X >= 1).
p01(2,X) :- e3(Z), e2(2,2), between(1,3,X), call(e2, 1, Z).
p10(X,2) :- e3(Y), p10(3,X), e2(Z,Y), \+ p00.
p10(3,Y) :- e3(X), p11(X), between(1,3,Y), findall(V, p01(Y,V), L), length(L, N), N >= 1, findall(V, e2(X,V), L), length(L, N), N >= 2.
0.7::p11(Y) :- (p01(1,3), p00, e3(X), between(1,3,Y), \+ p01(X,X), X == Y) ; (e1(Z,Z), between(1,3,Y), Y =\= 3).
p11(Y) :- p00, between(1,3,Y), \+ e0(Y).
query(e2(X,1)).
