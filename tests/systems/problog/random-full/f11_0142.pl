:- use_module(library(lists)).
e0(2,2).
e0(1,1).
0.1::e0(3,3); 0.1::e0(1,1); 0.3::e0(2,2).
0.1::e1(3,3).
0.3::e2.
p00(X) :- e0(Z,Z), between(1,3,X), Z == Z, \+ e2.
p00(X) :- p00(3), e1(Z,Y), p00(Z), between(1,3,X).
p01(3,1) :- p00(3), p01(X,Z), e0(1,Z), findall(V, e1(X,V), L), length(L, N), N >= 1.
p10(2) :- (p01(2,X), e1(2,X), e0(3,3), W is X + 1, W < 5, \+ e2) ; (p10(Z), e0(Y,Z)).
p10(X) :- e0(Y,1), between(1,3,X), not p00(X).
0.6::p10(2) :- e0(2,3), e0(Y,X), p10(X), W is Y + 2, W < 5.
p20(Y) :- p10(X), between(1,3,Y).
p20(3) :- e2.
query(p01(1,X)).
query(p10(1)).
