:- use_module(library(lists)).
0.7::e0(3).
e0(2).
0.1::e0(1); 0.1::e0(2).
0.4::e1.
0.6::e2(3,3).
e2(1,2).
p00(3) :- X == 3, p00(X), e0(X), e2(X,X), X =\= 3.
p00(X) :- (e0(Z), e2(Z,Z), e1, between(1,3,X), X @=< a) ; (e2(1,X)).
p00(2) :- e2(Z,3), p01(Z,Z), compare(O, Z, 3).
0.25::p01(1,X) <- p00(Y), between(1,3,X).
p01(3,X) :- e1, e0(Z), between(1,3,X).
p10(X) :- p00(Z), e1, p11(Z), between(1,3,X), W is Z + 1, W < 5.
p10(X) :- (p10(X), X < 2, X \= X) ; (e2(3,X), findall(V, e2(X,V), L), L = [], \+ p00(X)).
p10(Y) :- (e2(X,X), between(1,3,Y), Y == 1, \+ e1) ; (p11(Z), p01(Y,Z), e0(Y), Y == Z).
0.2::p11(X) <- p01(2,Z), p01(3,1), e0(Z), between(1,3,X), not p00(X), W is Z + 2, W < 5.
p11(Y) :- p00(Z), between(1,3,Y), \+ e1.
p11(Y) :- e0(X), e1, between(1,3,Y).
query(p11(Y)).
query(e1).
query(\+ p10(2)).
