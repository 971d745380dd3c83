:- use_module(library(lists)).
0.25::e0(1).
0.3::e0(3); 0.1::e0(1); 0.3::e0(2).
P::p00(X) <- (p01, e0(X), e1(X,X)), P is X / 4.
p00(1) :- (e1(2,1), p00(Y)) ; (X == 3, e1(3,3), e0(X), X >= 3).
p00(2) :- p00(X), e1(X,X).
p01 :- p01, e1(3,1), findall(V, e0(V), L), L \= [].
p10(X) :- p01, between(1,3,X).
p11(1,Y) :- e1(X,Z), p10(2), between(1,3,Y), Z \= X, findall(V, e0(V), L), L = [].
query(p00(1)).
query(p01) :- between(1,2,X).
