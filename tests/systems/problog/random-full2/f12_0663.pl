:- use_module(library(lists)).
e0(1).
e0(2).
e1(2).
0.6::e1(3).
0.1::e2(1,3).
0.3::e2(3,3); 0.3::e2(2,2).
p00(Y,Y) :- (e1(Y)) ; (p00(X,Y), W is Y + 2, W < 5, call(e0, X)).
p00(X,Y) :- e2(Y,X), e2(X,1), e0(Z).
p00(Y,2) :- (e1(1), e1(Z), between(1,3,Y)) ; (e0(2), e2(Y,Z), e2(Z,X)).
0.25::p10 :- (e2(Z,X), e0(Z), e0(Z)) ; (e2(X,X), findall(V, e1(V), L), sort(L, S), length(S, N), N < 2, X \= X).
p10 <- Y == 1, p00(X,X), e2(X,X), e0(Y).
p10 :- (p10) ; (e1(X), X =:= 3).
query(e2(2,3)).
