:- use_module(library(lists)).
0.7::e0.
0.3::e1(1,2).
0.1::e1(2,2); 0.2::e1(3,3); 0.1::e1(1,1).
0.1::p00 :- p00, p00, e0, call(e1, 3, 2).
p10(X) :- p10(Y), between(1,3,X), W is Y + 3, W < 5, \+ e1(X,3).
p11(X,Y) :- p11(Z,1), e0, p00, between(1,3,X), between(1,3,Y).
p11(3,X) :- p00, between(1,3,X), findall(V, e1(X,V), L), L = [].
P::p11(X,X) :- (p00, between(1,3,X), X == X, X \= 1), P is X / 4.
query(p10(3)).
query(e0).
query(e0).
