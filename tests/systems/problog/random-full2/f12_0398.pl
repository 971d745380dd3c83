:- use_module(library(lists)).
e0(1).
0.3::e0(2); 0.2::e0(1); 0.1::e0(3).
0.9::e1(1,3).
e2(3).
0.75::e2(1).
0.9::e2(2).
0.2::e2(3); 0.3::e2(2); 0.1::e2(1).
e3(2).
p00(Y) :- (e2(2), e1(Z,Z), between(1,3,Y), W is Y + 1, W < 5) ; (e3(2), e0(1), e0(X), between(1,3,Y)).
0.5::p00(Y) :- e3(Z), p00(2), between(1,3,Y), findall(V, e1(Z,V), L), L \= [], T =.. [g, Z], T \== g(0).
p10 :- e3(3), e1(Z,X), p00(Y), X == Y.
p11 :- e0(3).
query(p11).
query(p11).
query(p00(1)).
query(p00(X)) :- between(1,2,X).
query(\+ e3(1)).
