:- use_module(library(lists)).
e0(1,1).
e1(2,3).
0.3::e1(2,2); 0.1::e1(3,3); 0.2::e1(1,1).
p00(X,X) <- X \== 3, p01, p01, p01, between(1,3,X), compare(O, X, 3).
p00(Y,X) <- e0(X,X), between(1,3,Y).
p00(Y,1) :- e0(X,Y), findall(V, e1(X,V), L), length(L, N), N >= 1, compare(O, Y, 1).
0.5::p01 :- e0(Z,3), p01, p01, Z == Z.
p10(Y) :- (e0(Y,Z), p11(Y)) ; (p01, between(1,3,Y)).
0.5::p11(Y) :- e1(X,Y), p10(Z), W is X + 2, W < 5, \+ e0(2,Z).
query(e1(3,Y)).
query(e1(X,3)).
evidence(e1(2,1), false).
