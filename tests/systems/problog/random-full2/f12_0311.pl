:- use_module(library(lists)).
0.1::e0(2).
0.75::e0(1).
0.75::e0(3).
0.1::e1(3,3); 0.2::e1(2,2).
p00(X) <- e1(Z,3), e1(Z,3), between(1,3,X).
P::p00(X) :- (e1(3,X), p00(X), p00(3), X < 2, findall(V, e0(V), L), sort(L, S), length(S, N), N < 2), P is X / 4.
0.75::p10(X,X) :- p00(1), p00(X), not e0(X).
p11 :- (e0(X), p00(2), e1(2,X), findall(V, e1(X,V), L), L \= []) ; (p10(X,Z), p00(X)).
p11 :- (e1(2,Z), compare(O, Z, 3)) ; (p11, e0(Z), Z >= 1).
p11 :- e0(2), e1(X,X), W is X + 1, W < 5, findall(V, p00(V), L), sum_list(L, T), T > 2.
p20(X,3) :- p11, between(1,3,X).
query(e0(Y)).
query(p00(X)).
query(p10(Y,1)).
