:- use_module(library(lists)).
0.75::e0.
0.5::e1(1,1).
p00(Y) :- (p00(Y), e1(2,Z), e1(Y,Y)) ; (p00(X), e0, p00(X), between(1,3,Y), Y < 2, X @=< a).
0.3::p10(Y) :- e0, between(1,3,Y), findall(V, p00(V), L), length(L, N), N >= 2.
p10(Y) :- e1(X,Z), e0, between(1,3,Y), Y < 2, \+ e0.
p10(X) :- X == 2, p00(Z), p00(2), between(1,3,X), findall(V, p00(V), L), L = [].
p20(X) <- e0, p00(Y), p10(Y), between(1,3,X).
p21(X) :- p21(Y), p10(Y), between(1,3,X), \+ e1(X,1).
p21(X) :- e0, e0, e0, between(1,3,X), call(e1, X, 3).
p30 :- e0, p10(X).
p30 :- (p21(Y), p20(Y), e1(Y,X), Y == Y, Y == X) ; (p21(2), p10(2), e1(X,Z)).
query(e0).
query(p00(2)).
query(p30) :- between(1,2,X).
