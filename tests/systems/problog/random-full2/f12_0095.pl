:- use_module(library(lists)).
e0(3,1).
0.25::e1.
0.8::e2(3,2).
0.3::e2(3,1).
0.2::e2(3,3); 0.2::e2(2,2).
P::p00(X) :- (p01(Y), e2(Y,X), e1), P is X / 4.
p01(3) :- p00(Z), p00(1).
p10(Y,X) :- (e1, between(1,3,X), between(1,3,Y)) ; (p10(X,1), p00(X), between(1,3,Y), findall(V, e2(2,V), L), L \= []).
query(e2(1,1)).
query(e0(1,1)).
query(e1).
query(e2(X,X)) :- between(1,2,X).
query(\+ e0(3,3)).
