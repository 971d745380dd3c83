:- use_module(library(lists)).
0.7::e0(3,2).
0.6::e0(2,3).
0.75::e1(1).
0.1::e1(2).
0.1::e1(2); 0.1::e1(1); 0.3::e1(3).
e2(2).
0.2::e2(1); 0.3::e2(3).
e3(1,2).
e3(1,3).
0.6::e3(2,1).
p00(Y) :- (e0(Z,Z), p00(Z), between(1,3,Y)) ; (e3(Y,Z)).
P::p00(Y) :- (e2(Y), e3(Y,Y), e1(2), Y >= 2, \+ e3(1,Y)), P is Y / 4.
P::p10(X,Y) :- (e0(Y,X)), P is Y / 4.
0.1::p10(Y,Y) :- p11(X), p11(Z), between(1,3,Y).
p11(X) :- e2(Z), between(1,3,X).
p20(3) :- (e2(1), e1(Z), Z < 1, Z @=< 2) ; (p10(2,1), p00(Y), p10(X,2), findall(V, e1(V), L), length(L, N), N >= 2, \+ p11(2)).
query(p00(X)).
query(e0(1,X)).
query(p00(1)).
