:- use_module(library(lists)).
0.8::e0(1,2).
0.3::e0(2,2); 0.3::e0(3,3); 0.3::e0(1,1).
0.75::e1.
p00(Y,2) :- p00(X,X), between(1,3,Y), X =\= 1, W is X + 2, W < 5.
p00(Y,Y) :- e0(Z,X), e1, between(1,3,Y), \+ e0(2,X).
p00(Y,Y) :- e0(1,X), e1, e1, between(1,3,Y), \+ e1.
p10 <- p10, e0(X,X), e0(1,X), findall(V, p00(X,V), L), L \= [], W is X + 3, W < 5.
query(p10).
query(e1).
query(e1).
