:- use_module(library(lists)).
0.25::e0(1,2).
e0(1,3).
0.6::e0(2,1).
0.3::e0(3,3); 0.2::e0(1,1); 0.2::e0(2,2).
0.7::e1.
0.6::p00 :- p00, \+ e1, findall(V, e0(2,V), L), sum_list(L, T), T > 2.
p00 :- e1, p00, p00, \+ e1.
P::p10(X) :- (e0(Y,X), p11(2,Y), e0(X,1), W is Y + 3, W < 5), P is X / 4.
p10(X) :- e0(Y,X), p11(2,Y).
p10(Y) :- e0(3,Z), e0(2,2), e0(Z,3), between(1,3,Y).
p11(Y,X) <- e1, between(1,3,X), between(1,3,Y), findall(V, e0(Y,V), L), L \= [].
P::p11(2,Y) :- (e1, p11(X,1), p11(2,3), between(1,3,Y)), P is Y / 4.
P::p11(X,2) :- (e0(3,Z), e0(3,Z), between(1,3,X), X = Z), P is X / 4.
query(p00).
