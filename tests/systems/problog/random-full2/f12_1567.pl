:- use_module(library(lists)).
0.8::e0.
0.1::e1(3,3).
e1(2,1).
0.25::e1(1,2).
p00(X) :- p01(3,3), e0, between(1,3,X), findall(V, e1(X,V), L), sort(L, S), length(S, N), N < 2, \+ e0.
p00(X) :- e1(X,2), X == X.
0.9::p00(1) :- e1(1,2), e0, p01(3,Z), findall(V, e1(Z,V), L), sort(L, S), length(S, N), N < 2.
p01(X,1) :- p01(Z,X), e0, e1(X,X).
p10 <- (e0, p10, e1(Y,Y), not e1(Y,Y)) ; (e1(X,1), call(p00, X)).
p10 :- (e0, p11, \+ p01(3,3), \+ e0) ; (p10, p10, \+ p00(2)).
p11 :- p10, p01(Y,X), p00(2).
0.2::p20(X) <- (p11, between(1,3,X), not p00(1)) ; (e1(3,1), p21(X), p00(X), findall(V, p01(X,V), L), sum_list(L, T), T > 2, \+ p01(2,X)).
p21(Y) :- p11, e0, e0, between(1,3,Y).
0.7::p21(Y) :- p11, e0, e1(Y,X), findall(V, p01(3,V), L), length(L, N), N >= 1, X \= Y.
p21(2) :- Y == 2, p20(X), p20(Y), call(p00, Y).
query(e0).
query(p20(X)) :- between(1,2,X).
evidence(e1(2,3), false).
