:- use_module(library(lists)).
0.1::e0(2).
e0(3).
0.9::e0(1).
0.3::e0(1); 0.1::e0(2); 0.2::e0(3).
e1(1,1).
0.2::e1(3,3).
0.75::e1(3,1).
0.2::e1(3,3); 0.1::e1(2,2).
e2(2,1).
e2(2,2).
p00(Y) :- e0(Y).
p01(X) :- e1(3,X), X =:= 2.
P::p01(X) :- (e2(3,Y), between(1,3,X), W is X + 1, W < 5, Y =\= 1), P is X / 4.
P::p10(X,X) :- (p01(3), p01(X), findall(V, e1(X,V), L), L = [], T =.. [g, X], T \== g(0)), P is X / 4.
P::p11(Y) :- (e2(Z,Y), e1(Y,Y), e0(Z), \+ e1(Z,Z), findall(V, e1(Y,V), L), L = []), P is Y / 4.
p11(X) :- p01(Z), between(1,3,X), not e1(Z,X), Z @< 3.
p11(X) :- (e0(Y), between(1,3,X)) ; (Y \== 1, e2(Y,1), e2(Y,Y), between(1,3,X), X >= 2).
query(p01(X)).
query(e2(3,3)).
query(p10(X,Y)).
query(\+ p00(2)).
