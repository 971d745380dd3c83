:- use_module(library(lists)).
0.5::e0.
e1(1,3).
e1(2,2).
0.75::e1(1,2).
0.9::e1(3,2).
p00 <- e1(Y,X), p00, p01(Z,X), X = Y, W is Y + 3, W < 5.
p00 :- e0, e0, findall(V, e1(3,V), L), sort(L, S), length(S, N), N < 2, subquery(e1(1,2), Q), Q < 0.33.
p00 :- (p01(2,Y), p00, e1(X,2), Y = X, \+ e1(Y,Y)) ; (e1(1,Z)).
p01(X,X) :- X \== 1, e1(X,X), W is X + 3, W < 5.
p01(3,X) :- (p00, between(1,3,X), call(e1, X, X)) ; (p00, between(1,3,X)).
p01(2,Y) :- (e0, p00, between(1,3,Y)) ; (p01(Z,Y), p01(X,Z), Z @=< a).
p10(1) :- (e0, e0, p01(Z,3), Z < 1, not e1(1,Z)) ; (p10(Y), e0, e0, compare(O, Y, 1), findall(V, e1(Y,V), L), sum_list(L, T), T > 2).
p10(Y) :- e0, p00, between(1,3,Y).
query(p00).
query(e1(2,2)).
query(p10(X)) :- between(1,2,X).
query(\+ e0).
