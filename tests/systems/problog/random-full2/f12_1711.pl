:- use_module(library(lists)).
0.75::e0(3).
0.7::e0(1).
0.1::e0(3); 0.1::e0(2).
0.8::e1(2,3).
0.3::e2(2,2); 0.1::e2(3,3); 0.1::e2(1,1).
p00(2,Y) :- e1(1,X), between(1,3,Y).
p01 :- (e1(Y,X), p00(X,X), p00(1,Y), X @>= 2, not e1(1,X)) ; (p01, e2(Z,X), Z = X).
p10(1) :- p11(X), p10(X), p00(2,2), \+ p00(3,1).
P::p10(Y) :- (p10(3), p00(X,3), e1(3,X), between(1,3,Y), Y \== X), P is Y / 4.
p10(Y) :- e0(Y), findall(V, e2(1,V), L), sum_list(L, T), T > 2.
p11(Y) :- p00(Y,Y), p00(Z,Z).
P::p20(Y) :- (Y == 1, p11(3), e1(2,3), p01, between(1,3,Y), findall(V, p10(V), L), sum_list(L, T), T > 2), P is Y / 4.
p20(Y) :- (p11(2), e2(2,1), p20(Z), between(1,3,Y)) ; (p00(Y,1), p20(Y)).
p20(Y) :- e0(X), p01, e2(X,1), between(1,3,Y), not e0(Y), \+ p10(3).
query(e1(X,1)).
query(e2(1,Y)).
query(e2(X,1)).
query(e2(X,X)) :- between(1,2,X).
query(\+ p00(2,3)).
evidence(e1(2,1), false).
