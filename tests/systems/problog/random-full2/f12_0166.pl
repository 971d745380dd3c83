:- use_module(library(lists)).
e0(1).
0.9::e0(3).
0.6::e0(2).
0.75::e1(1).
e2.
0.6::e3(1,1).
0.3::e3(2,1).
0.1::e3(2,2).
e3(3,2).
0.3::e3(2,2); 0.2::e3(1,1); 0.3::e3(3,3).
0.9::p00(X) :- p00(Z), e3(Z,2), between(1,3,X).
p00(Y) :- (e2, p00(X), between(1,3,Y), \+ e2) ; (e3(3,1), e2, between(1,3,Y), findall(V, e0(V), L), sum_list(L, T), T > 2, Y =\= 1).
p10(3) :- (p11(3), e1(Y), e2, Y = Y) ; (e3(X,X), X @=< 1).
p10(Y) :- p11(2), between(1,3,Y).
P::p10(X) :- ((p11(Y), e2, p10(Y), between(1,3,X), not e1(1)) ; (p10(Z), between(1,3,X))), P is X / 4.
p11(1) :- (p11(Z), p11(Z), p10(Z)) ; (e1(Z), e0(2), e1(Z), Z = Z, \+ e1(Z)).
P::p11(X) :- (p00(X), p00(Y), p11(X), Y @>= 2, X @>= a), P is X / 4.
p11(2) :- p10(Z), call(e0, Z), \+ e3(Z,Z).
query(p00(X)).
