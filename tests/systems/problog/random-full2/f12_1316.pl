:- use_module(library(lists)).
0.25::e0.
0.7::e1(1,1).
0.2::e1(1,1); 0.1::e1(2,2).
0.7::e2(1,2).
p00(Y) :- (p00(Z), between(1,3,Y), findall(V, e2(Y,V), L), length(L, N), N >= 1) ; (e0, e2(Y,X), e0).
p00(Y) :- p00(2), e1(3,Z), between(1,3,Y), W is Y + 3, W < 5, findall(V, e2(2,V), L), L \= [].
0.4::p00(1) :- (e2(Z,X), p00(Z), e0, Z =\= 3) ; (e2(3,Z), e0, not e1(Z,Z), \+ e1(Z,1)).
P::p10(3,X) :- (p10(Y,X), W is Y + 3, W < 5, W is Y + 2, W < 5), P is X / 4.
query(p10(Y,X)).
evidence(p10(2,1), true).
