:- use_module(library(lists)).
e0(3,2).
0.9::e1(3,3).
e1(3,1).
0.6::e1(2,1).
0.25::e2(1,1).
0.1::e2(2,2); 0.1::e2(3,3).
0.7::p00(Y,1) :- e0(3,Y), compare(O, Y, 1).
p00(Y,3) :- e0(X,3), e1(Z,X), between(1,3,Y), Y \== X.
P::p00(Y,X) :- (e1(X,2), p00(X,Y), e0(Y,Y), compare(O, X, 3)), P is X / 4.
p10(Y,X) :- e0(Z,X), e2(Z,X), between(1,3,Y), X @< 1.
0.9::p10(Y,Y) :- e0(Z,X), p10(Z,X), p10(X,X), between(1,3,Y), findall(V, e1(X,V), L), sum_list(L, T), T > 2, call(e2, 1, 2).
p10(1,Y) :- p10(Y,Z), e0(1,Z), p10(2,Z).
p11(2,X) :- (e0(Y,Y), e0(X,Y)) ; (p00(X,2)).
0.5::p11(X,Y) <- (p00(2,Z), between(1,3,X), between(1,3,Y)) ; (e1(2,X), p00(Y,X), p10(X,X), findall(V, e1(Y,V), L), sum_list(L, T), T > 2).
p11(Y,Y) :- e2(3,X), p10(2,X), p10(3,Z), between(1,3,Y), Y = Z, Y == 3.
p20(Y) :- Y \== 2, X == 2, p00(Y,X).
p30(X) :- (p20(1), e0(Z,1), between(1,3,X)) ; (e1(Y,3), between(1,3,X), X < 1, subquery(e1(2,2), Q), Q < 0.33).
p30(Y) :- p10(X,1), between(1,3,Y), not e1(X,2).
0.75::p30(3) :- p10(X,X), p30(X), not p11(2,X).
query(p00(2,1)).
query(p11(X,3)).
query(e1(Y,1)).
evidence(e0(1,3), false).
