:- use_module(library(lists)).
0.6::e0(2).
0.75::e1(2).
0.1::e1(1).
0.8::e2.
p00(2,3) :- p00(Y,X), e0(X), Y >= 3, findall(V, e1(V), L), L \= [].
P::p00(X,X) :- (e1(Z), e1(2), between(1,3,X), not e0(X)), P is X / 4.
p10(Y) :- (Y \== 2, e0(Z), between(1,3,Y)) ; (p10(1), p10(3), e0(Y), call(e0, 1), findall(V, e0(V), L), L \= []).
query(p10(1)).
query(e1(3)).
query(e0(1)).
evidence(e1(2), false).
