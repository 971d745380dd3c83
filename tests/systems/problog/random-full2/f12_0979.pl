:- use_module(library(lists)).
0.3::e0(1,1).
0.7::e0(1,2).
0.2::e0(1,1); 0.2::e0(3,3).
0.1::e1.
P::p00(Y) :- (p01, e0(X,X), between(1,3,Y)), P is Y / 4.
p01 :- e0(2,Y), e0(Y,Y), call(e0, Y, Y), W is Y + 3, W < 5.
p01 :- e1, findall(V, e0(3,V), L), sum_list(L, T), T > 2.
P::p10(Y) :- (p11(2), between(1,3,Y)), P is Y / 4.
P::p10(X) :- (p11(Y), p00(1), e1, between(1,3,X), compare(O, X, 1), findall(V, p00(V), L), sort(L, S), length(S, N), N < 2), P is X / 4.
p10(Y) <- e0(X,1), between(1,3,Y), call(e0, Y, Y).
p11(Y) <- (p11(2), p00(X), between(1,3,Y), X @>= 1, findall(V, p00(V), L), L \= []) ; (e0(X,Y), p11(Y), p01).
query(p00(3)).
query(\+ p00(3)).
