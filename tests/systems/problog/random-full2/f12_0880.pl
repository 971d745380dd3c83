:- use_module(library(lists)).
0.8::e0(3,1).
0.8::e1.
p00(X) :- e1, p00(X), e0(X,2), X =:= 3.
p00(3) :- p00(Y), p00(3).
P::p00(X) :- (X \== 2, p00(3), e1, e1, between(1,3,X), W is X + 1, W < 5), P is X / 4.
0.6::p10(X) :- (p00(X), findall(V, e0(X,V), L), L \= [], X \= X) ; (X == 2, e1, between(1,3,X), X @=< 3).
p10(X) :- (e0(X,X), e1, e1) ; (p00(2), e0(1,Y), p00(1), between(1,3,X), findall(V, p00(V), L), length(L, N), N >= 1).
query(p00(3)).
query(p00(X)).
query(e1).
