:- use_module(library(lists)).
0.9::e0(1,2).
0.3::e0(1,1); 0.2::e0(2,2).
0.6::e1(3).
p00(3) :- e0(Y,Z), Y =\= 2.
P::p00(X) :- (p00(Y), p00(Y), p00(2), between(1,3,X)), P is X / 4.
p10(Y,Y) :- p00(1), e0(Z,Z), p00(2), between(1,3,Y), Z = Y.
p10(X,X) <- p11(Z), e1(Z), p00(X), findall(V, e0(X,V), L), L = [], findall(V, e0(1,V), L), L \= [].
p10(1,3) <- (e1(X), p00(X)) ; (p00(Z), p10(3,Y), e0(Z,Z)).
P::p11(X) :- (p00(Y), between(1,3,X), W is X + 1, W < 5), P is X / 4.
P::p11(Y) :- ((e0(Y,Z), p10(Z,3)) ; (e1(Z), e1(Y), p11(3), Z \= Z, \+ p00(Y))), P is Y / 4.
p11(X) :- p11(1), p00(X).
query(e1(3)).
query(e0(Y,2)).
query(e0(X,X)).
query(p00(X)) :- between(1,2,X).
