:- use_module(library(lists)).
e0(2).
0.4::e1.
0.5::p00(2) :- e1, findall(V, e0(V), L), L = [].
p00(Y) <- p00(1), e1, e1, between(1,3,Y), Y \= Y, W is Y + 2, W < 5.
p00(X) :- p00(Z), e0(Z), between(1,3,X).
p10(2,Y) <- p00(Z), e1, between(1,3,Y), findall(V, e0(V), L), sort(L, S), length(S, N), N < 2.
p20(Y,Y) <- p20(Y,X), e1, findall(V, e0(V), L), L \= [], Y =:= 1.
query(p00(3)).
query(p00(2)).
query(p20(X,1)).
