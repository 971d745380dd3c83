:- use_module(library(lists)).
0.5::e0(2,2).
e0(2,3).
0.1::e1(3,2).
0.1::e1(2,2).
0.2::e1(1,1); 0.3::e1(3,3).
p00(Y) :- e0(1,Y), p00(X), e0(X,Y).
p00(Y) :- p00(Z), p00(Z), between(1,3,Y), \+ e0(Y,Z).
p00(2) :- X == 1, e1(X,2), X \= X.
P::p10(X) :- ((p10(Y), between(1,3,X)) ; (p00(X), p00(Z), p10(X), W is Z + 1, W < 5, X = X)), P is X / 4.
P::p11(Y) :- (p10(X), p10(1), between(1,3,Y), findall(V, e1(3,V), L), sum_list(L, T), T > 2), P is Y / 4.
query(p10(1)).
