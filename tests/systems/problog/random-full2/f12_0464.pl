:- use_module(library(lists)).
e1.
0.8::e2.
p00 :- X \== 3, e0(X), p00, e0(X), findall(V, e0(V), L), sum_list(L, T), T > 2.
p00 <- e2.
p00 <- p00, e0(X), X \== X, X =:= 2.
p01(1) :- (p00, p01(3)) ; (p00, e1, e0(Z), W is Z + 3, W < 5).
0.7::p01(X) :- (e0(X), p00, p01(3), X @=< f(1)) ; (e2, p01(Y), between(1,3,X)).
0.8::p10(1) :- e2, e2, p00, not p01(3), call(e0, 1).
p10(X) :- p00, e0(3), between(1,3,X), not p01(X).
p11 :- p00, e1, e2, not p01(2).
p20(Y) :- p11, p20(Y), p00, Y @< 1.
p20(X) <- e2, e0(Y), between(1,3,X), Y == 3, Y \= X.
p20(X) <- (p00, between(1,3,X), findall(V, p01(V), L), L = [], \+ p00) ; (p00, between(1,3,X), \+ p11).
query(p20(Y)).
query(p10(Y)).
query(\+ p11).
