:- use_module(library(lists)).
0.25::e0(3,3).
0.6::e1(2).
0.7::e2(2,3).
P::p00(Y) :- (e2(X,X), p00(Z), p00(3), between(1,3,Y)), P is Y / 4.
p00(Y) :- p01(Z), e2(Z,3), between(1,3,Y), \+ e1(Y).
P::p00(X) :- (e1(Z), between(1,3,X), call(e0, 1, Z)), P is X / 4.
p01(X) :- p01(Y), between(1,3,X), Y @>= 2, X @>= f(1).
p01(1) :- p00(Y), e0(Z,X), e0(X,Y).
p10(Y) :- p10(Z), between(1,3,Y), \+ p01(Z), Z @< a.
p10(2) :- e0(Y,Z).
p10(3) :- e1(Z), p10(X), p10(Y), findall(V, e2(Y,V), L), sum_list(L, T), T > 2, findall(V, e0(Y,V), L), L = [].
query(e1(3)).
