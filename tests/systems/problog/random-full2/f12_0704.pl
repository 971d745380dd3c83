:- use_module(library(lists)).
0.7::e0(2,3).
e0(1,1).
0.1::e1(2).
e1(1).
0.2::e1(3); 0.1::e1(2).
0.7::e2.
0.9::e3(1).
0.5::e3(2).
p00(X) :- e3(3), e0(Y,X).
p01 :- e0(Z,3), e1(Z), findall(V, e1(V), L), L = [].
p01 :- (e0(3,X), p01, e0(Y,X), \+ e2, not e3(X)) ; (e1(1)).
p10 :- p01, p01, not e0(3,3).
p11(X) :- e1(1), p01, p10, between(1,3,X), findall(V, e0(X,V), L), sort(L, S), length(S, N), N < 2.
p11(1) :- e0(1,X), e0(X,X), p00(X), call(e0, X, 1).
p20(Y,2) :- (p21, p10, between(1,3,Y)) ; (p11(X), p00(1), p01, between(1,3,Y), \+ e1(X)).
0.9::p20(X,2) :- X == 3, p21, between(1,3,X), \+ e0(X,X).
p21 :- p11(Z), p21, e3(3), Z @< 2, \+ p00(1).
query(e2).
query(p21).
query(p00(3)).
query(p20(X,X)) :- between(1,2,X).
