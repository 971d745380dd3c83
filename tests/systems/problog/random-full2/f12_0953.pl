:- use_module(library(lists)).
e0(2).
e0(3).
0.9::e1.
p00(Y,Y) :- e0(2), e0(X), p00(2,Y).
P::p00(1,Y) :- ((p00(Z,Y), p00(Y,2), findall(V, e0(V), L), L = [], Z =:= 2) ; (e1, e0(Y), e1, call(e0, 1), findall(V, e0(V), L), sum_list(L, T), T > 2)), P is Y / 4.
p00(X,3) :- (e1, p00(X,Y), Y =:= 3) ; (p00(X,Y), e0(X), e0(3), X =:= 1).
P::p10(Y) :- (p00(Y,2), e0(Y), call(e0, 3)), P is Y / 4.
p10(Y) :- (p10(Z), e1, between(1,3,Y)) ; (e0(Z), between(1,3,Y), findall(V, e0(V), L), L \= []).
p11(Y) <- p11(Y), e0(Z), e1.
query(e1).
query(p00(1,2)).
query(e0(X)).
query(e1) :- between(1,2,X).
query(\+ p11(3)).
