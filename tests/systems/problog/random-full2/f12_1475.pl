:- use_module(library(lists)).
e0(2,1).
0.5::e1(3).
0.6::e2(2,1).
0.3::e2(1,1); 0.2::e2(3,3).
0.1::e3.
0.75::p00(Y,Y) :- e2(X,3), e1(X), between(1,3,Y), X = 1.
p00(X,Y) :- p00(3,Z), e0(Z,Z), between(1,3,X), between(1,3,Y), W is X + 2, W < 5.
p10 :- (e0(Y,X), e3, \+ e1(1)) ; (e0(1,Z), compare(O, Z, 1), findall(V, e1(V), L), length(L, N), N >= 2).
query(e0(1,Y)).
query(e2(2,X)).
query(\+ p00(2,2)).
evidence(e0(3,3), true).
