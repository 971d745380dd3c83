:- use_module(library(lists)).
e0(3,1).
0.75::e1(3,1).
0.75::e1(3,3).
0.25::e1(2,2).
0.5::e1(1,3).
0.1::e1(3,3); 0.2::e1(2,2); 0.1::e1(1,1).
e2.
p00(X) :- e2, between(1,3,X), \+ e2.
p10(X,2) :- e2, between(1,3,X).
p10(Y,X) :- (Z == 3, e1(X,Z), e2, between(1,3,Y), X @=< 1) ; (p10(X,3), between(1,3,Y), \+ e2, W is X + 1, W < 5).
p10(Y,2) <- (p10(Y,X), p00(X), findall(V, e0(X,V), L), sum_list(L, T), T > 2, \+ e1(Y,X)) ; (p00(X), between(1,3,Y)).
p11(3,X) :- (e0(Z,Z), e0(X,Z), findall(V, e1(Z,V), L), L \= [], \+ e1(3,X)) ; (e0(X,3), p10(X,X), findall(V, p00(V), L), sum_list(L, T), T > 2, X =:= 3).
P::p11(Y,Y) :- (e2, between(1,3,Y)), P is Y / 4.
query(p11(X,X)).
query(e1(2,2)).
query(p10(X,X)) :- between(1,2,X).
evidence(p11(1,2), true).
