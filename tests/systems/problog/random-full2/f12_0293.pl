:- use_module(library(lists)).
0.8::e0(3).
0.2::e0(1).
0.75::e1.
P::p00(Y) :- ((Y \== 3, e0(3), e1, p00(Y)) ; (e1, e1, between(1,3,Y), W is Y + 2, W < 5, findall(V, e0(V), L), length(L, N), N >= 2)), P is Y / 4.
p00(2) :- p00(1), p00(X), \+ e1.
0.75::p10(2) :- e1, e0(Y).
query(e1).
query(e0(Y)).
query(e1).
query(\+ p00(3)).
