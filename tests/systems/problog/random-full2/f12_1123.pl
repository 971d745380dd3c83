:- use_module(library(lists)).
e0.
0.1::e1(3).
0.3::e1(2).
0.3::e1(2); 0.1::e1(1).
p00(X,X) :- e0, between(1,3,X), not e1(2), findall(V, e1(V), L), L = [].
P::p00(1,Y) :- (p00(Z,3), between(1,3,Y)), P is Y / 4.
p00(1,X) :- e1(X), p00(2,X), p00(3,3), X @>= 2.
P::p10(1,X) :- (e0, e0, e1(Z), between(1,3,X), \+ p00(X,3)), P is X / 4.
p10(X,X) :- (p00(3,2), between(1,3,X), call(e1, X)) ; (e1(X)).
query(p00(2,1)).
query(e0).
query(e1(2)).
