:- use_module(library(lists)).
0.5::e0(3).
0.6::e1(1).
0.3::e2(2); 0.3::e2(3).
p00(X) :- e2(Z), e2(Z), between(1,3,X), W is Z + 1, W < 5, Z @< a.
P::p00(Y) :- (e1(X), between(1,3,Y), Y \== 1), P is Y / 4.
P::p00(Y) :- (Y == 2, e2(1), between(1,3,Y), findall(V, e0(V), L), L = []), P is Y / 4.
p10 <- X == 2, e1(X), e2(3), p11(X).
p10 :- (p00(Z), e2(Z), p10, findall(V, e2(V), L), L \= []) ; (p10, p11(1), p00(X)).
p10 :- X == 1, e0(X), e0(X).
0.9::p11(1) :- e1(Z), p10, p00(1), compare(O, Z, 3), Z @>= 1.
P::p20(X) :- (p00(X), p20(3), e1(2), findall(V, p00(V), L), sort(L, S), length(S, N), N < 2, \+ e0(3)), P is X / 4.
query(e0(2)).
query(e2(X)).
query(p10).
query(e0(X)) :- between(1,2,X).
