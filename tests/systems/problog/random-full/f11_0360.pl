:- use_module(library(lists)).
e0(2,1).
0.5::e1.
p00(X) :- e1, p00(Z), p00(Z), between(1,3,X), W is Z + 1, W < 5.
p10(X) :- p10(1), e1, between(1,3,X), compare(O, X, 2).
p11(3) :- p00(3), e0(X,2), p10(X), W is X + 3, W < 5, call(p00, X).
p11(Y) :- p00(1), e1, between(1,3,Y), Y @=< a, W is Y + 2, W < 5.
p11(1) :- p11(Y), p10(2), p10(1).
0.5::p20(Y) :- e0(Y,1), e0(Y,Y), findall(V, p10(V), L), L \= [], Y \== Y.
query(p00(1)).
query(p11(2)).
evidence(p20(2), true).
