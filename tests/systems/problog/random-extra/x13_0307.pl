:- use_module(library(lists)).
e0(3).
0.4::e0(1).
0.5::e1(3,2).
0.7::e2(3).
p00(3) :- (Y == 2, e2(Z), e1(Z,Z), e1(Y,3), Y =:= 3) ; (e0(Y), e1(Y,3), e0(Y)).
p00(3) :- e2(Z), e0(1), e2(3), compare(O, Z, 2).
P::p10(X,Y) :- ((p00(3), p10(X,X), between(1,3,Y), findall(V, e1(1,V), L), sum_list(L, T), T > 2) ; (p00(X), p00(Y), \+ e1(Y,X), Y = Y)), P is X / 4.
p10(X,X) :- p00(Y), e1(Y,Z), e1(X,Y), W is X + 2, W < 5.
p11 :- (e2(3), p10(Z,Y)) ; (p00(X), p10(Z,X)).
query(p00(1)).
