:- use_module(library(lists)).
e0(2).
0.6::e0(3).
0.2::e1(3); 0.3::e1(1); 0.1::e1(2).
P::p00(X) :- (p00(2), p01(Z), between(1,3,X), \+ e0(Z), findall(V, e0(V), L), L = []), P is X / 4.
p01(Y) :- e0(Z), between(1,3,Y), Y =\= 1.
0.5::p01(Y) :- e0(2), between(1,3,Y).
p01(2) :- p01(X).
p10(X,Y) :- (e1(Y), e0(Y), between(1,3,X), not p00(Y), Y =\= 3) ; (p10(1,3), p01(2), e0(2), between(1,3,X), between(1,3,Y), not p00(X)).
query(p00(2)).
query(e1(1)).
query(p10(Y,1)).
