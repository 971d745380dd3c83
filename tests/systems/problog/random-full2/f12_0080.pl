:- use_module(library(lists)).
0.1::e0(3).
e0(1).
e1(2).
0.9::p00(3) :- (p00(Y), p00(X), \+ e0(2)) ; (e0(Y), e1(Y), findall(V, e0(V), L), length(L, N), N >= 2).
P::p00(Y) :- (e0(Z), between(1,3,Y)), P is Y / 4.
p00(Y) :- p00(X), e1(X), between(1,3,Y).
p10 :- e1(X), not e1(2), W is X + 1, W < 5.
p10 :- e0(Z), e0(Z).
query(e1(2)).
query(p10).
query(e1(Y)).
