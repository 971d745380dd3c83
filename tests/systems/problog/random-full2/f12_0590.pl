:- use_module(library(lists)).
0.25::e0(1).
0.7::e0(2).
0.25::e1(3).
0.5::e1(1).
0.5::e2(3).
0.6::e3.
p00(X,Y) :- (e3, e3, e1(3), between(1,3,X), between(1,3,Y), Y \= X) ; (e1(3), e2(2), between(1,3,X), between(1,3,Y), compare(O, Y, 2), findall(V, e2(V), L), L = []).
p00(X,X) :- p00(X,Y), e1(3).
P::p00(X,Y) :- (e1(Z), e3, e3, between(1,3,X), between(1,3,Y)), P is X / 4.
P::p10(Y) :- (e2(X), p10(X), between(1,3,Y), call(e1, Y)), P is Y / 4.
P::p10(Y) :- (e2(X), e0(X), e3, between(1,3,Y), findall(V, e2(V), L), sort(L, S), length(S, N), N < 2), P is Y / 4.
P::p10(X) :- ((e0(Y), e0(Y), between(1,3,X), W is Y + 2, W < 5, Y \= X) ; (Y == 3, e0(X), p00(Y,X))), P is X / 4.
query(e3).
query(e1(1)).
query(e2(3)).
evidence(e1(2), false).
