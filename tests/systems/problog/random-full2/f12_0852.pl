:- use_module(library(lists)).
0.25::e0(3,3).
e0(2,2).
0.3::e0(3,3); 0.3::e0(1,1); 0.3::e0(2,2).
0.8::e1(2).
0.25::p00(Y,Y) :- e1(X), e0(X,X), between(1,3,Y), Y >= 2.
p00(X,2) :- (p00(X,Z), e0(X,Y), call(e0, 2, 1)) ; (e0(X,Z), p00(Z,1), p00(2,1)).
p00(Y,Y) :- (p00(X,3), e1(X), p00(1,3), between(1,3,Y)) ; (X \== 3, e0(X,1), e1(Z), between(1,3,Y)).
P::p10(X) :- (e0(Y,X), findall(V, e0(2,V), L), length(L, N), N >= 2), P is X / 4.
query(e0(3,1)).
query(\+ e1(2)).
