:- use_module(library(lists)).
0.5::e0.
0.2::e1(2).
e1(1).
0.1::e1(2); 0.3::e1(1).
0.6::e2(1,1).
p00(X) :- e2(Y,X), e2(2,1), e2(X,3), compare(O, Y, 2), \+ e1(1).
0.4::p01(X,X) :- e2(3,1), between(1,3,X), X = 2, X =\= 1.
p01(1,Y) :- (e2(3,Y)) ; (p01(X,Y), e2(2,Z)).
p10(1,X) :- e2(Y,X), p00(Z), p00(Z), Y = X, findall(V, p01(Z,V), L), sum_list(L, T), T > 2.
p20(Y,3) :- p01(Z,Y), p10(1,2).
p20(2,X) :- p01(X,1), p00(1), e2(X,X), findall(V, p00(V), L), L \= [], W is X + 1, W < 5.
p20(X,X) :- p00(Z), e1(Z), p20(Z,X), call(e2, X, Z).
p30 :- (e2(Y,X), e1(1), p01(1,Y), X @=< f(1), findall(V, e2(Y,V), L), L = []) ; (e1(3), e0).
0.5::p30 :- Y == 3, e0, p20(1,Y), p01(Y,Y), findall(V, e2(3,V), L), length(L, N), N >= 1.
query(e0).
query(e1(1)).
query(\+ e2(2,1)).
