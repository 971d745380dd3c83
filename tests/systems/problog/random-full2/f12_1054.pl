:- use_module(library(lists)).
e0(3).
0.3::e0(1).
0.2::e0(3); 0.3::e0(2); 0.1::e0(1).
0.5::e1(1).
0.2::e1(3); 0.3::e1(2).
0.3::e2(3,3).
p00(X) :- p01(1,X), X >= 1.
0.7::p00(Y) :- e1(Y), e1(1), Y < 3, findall(V, e0(V), L), L = [].
p01(Y,X) :- (e2(Z,2), between(1,3,X), between(1,3,Y), X >= 3, call(e2, X, 2)) ; (e0(Y), p01(Y,Y), p00(2), between(1,3,X)).
p10(X,X) :- p10(Z,Y), e2(Y,Y), between(1,3,X), X = 2.
0.25::p10(Y,X) <- e1(Y), p01(Y,Y), e2(Y,Y), between(1,3,X), not e1(X), not e1(X).
query(e2(3,Y)).
query(e0(X)) :- between(1,2,X).
query(\+ e0(2)).
evidence(p01(1,1), false).
