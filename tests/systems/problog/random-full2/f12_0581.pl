:- use_module(library(lists)).
e0(3).
0.75::e1.
0.8::e2(2,1).
e2(1,1).
0.7::e3(2,1).
p00(Y) :- p00(Y), e3(Y,1), e0(Y), \+ e0(Y).
p10(X,X) :- p00(X), e3(X,X).
p10(X,Y) :- e0(1), between(1,3,X), between(1,3,Y), X = 3, X < 1.
p10(1,Y) <- p10(Y,2), \+ p00(Y).
0.1::p20(Y) :- e0(1), p10(2,3), e1, between(1,3,Y), W is Y + 3, W < 5.
p30(3) <- p00(3), p10(Z,Y).
p30(Y) :- (p10(X,X), between(1,3,Y), Y \= X, findall(V, p20(V), L), L \= []) ; (e2(3,2), p00(2), between(1,3,Y), \+ p00(Y), \+ e0(Y)).
query(p10(1,X)).
query(\+ p10(1,2)).
