:- use_module(library(lists)).
0.1::e0(3).
0.9::e0(2).
e0(1).
e1(1).
0.25::e1(2).
e1(3).
p00 :- (e1(2), p00, \+ e1(3)) ; (e1(X)).
p00 :- e1(3), e1(Y), findall(V, e1(V), L), length(L, N), N >= 2, not e1(3).
P::p10(Y) :- (e1(X), p00, e0(Z), between(1,3,Y), W is X + 1, W < 5), P is Y / 4.
P::p11(X) :- (e1(3), between(1,3,X), \+ e1(X)), P is X / 4.
query(e1(1)).
query(e0(X)) :- between(1,2,X).
