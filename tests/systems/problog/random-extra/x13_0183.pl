:- use_module(library(lists)).
0.9::e0.
0.6::e1(3).
0.7::e1(1).
0.5::e2(3,1).
e2(3,3).
0.2::e2(3,3); 0.1::e2(2,2); 0.2::e2(1,1).
p00(3,X) :- (p00(Z,Y), e0, between(1,3,X), W is Z + 1, W < 5, X @=< f(1)) ; (e0, p00(X,Y), p01(2), Y == X, findall(V, e2(1,V), L), L = []).
0.5::\+p00(X,Y) :- e1(X), between(1, 3, Y).
p01(Y) :- (e1(X), between(1,3,Y), X == X) ; (e1(Z), e1(Z), between(1,3,Y), Y < 3).
p10 :- e0.
0.8::p10 <- e2(X,1), X >= 2.
0.8::p11(X,1) :- e2(2,Z), p11(2,Z), p00(3,Z), between(1,3,X), \+ p01(Z), Z @>= a.
query(e0).
query(p00(1,X)).
evidence(e2(1,1), true).
