:- use_module(library(lists)).
0.9::e0.
e1(3).
0.3::e2(1).
e3(2).
p00(X) :- p01, between(1,3,X), X < 3.
p01 :- e1(X), p00(2), e2(1).
p01 :- p00(X), \+ e0.
p10(Y,2) :- Y \== 3, e3(2), e3(3), between(1,3,Y), findall(V, e1(V), L), sort(L, S), length(S, N), N < 2.
P::p10(X,X) :- (e1(Y), between(1,3,X)), P is X / 4.
p20(Y,Y) :- e2(Z), p00(Z), p01, between(1,3,Y).
p20(X,2) :- (p10(Y,Z), between(1,3,X)) ; (e3(Y), p01, between(1,3,X), Y = X, X @=< 2).
p20(X,Y) :- e2(Z), e3(X), between(1,3,Y).
query(e3(3)).
query(p00(X)).
query(p01).
query(\+ e1(3)).
