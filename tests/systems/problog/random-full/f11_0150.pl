:- use_module(library(lists)).
e0(2,2).
0.8::e0(3,2).
0.2::e0(1,2).
0.4::e0(1,1).
p00(1) :- e0(Y,X), e1(X).
p01(2,Y) :- e1(Z), e1(Z), e1(Z), between(1,3,Y), Z == Z, findall(V, e0(1,V), L), L \= [].
p10 :- p00(Z), e0(1,Y), e0(Z,1), findall(V, p01(Z,V), L), L = [], W is Z + 2, W < 5.
p10 :- e1(X), X =\= 1, X \= X.
p10 :- (p10) ; (e0(2,Y), p01(Y,1), p01(Y,1), Y \= 2).
query(p10).
query(e0(2,1)).
