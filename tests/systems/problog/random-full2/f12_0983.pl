:- use_module(library(lists)).
e0(1,3).
0.2::e0(2,2); 0.1::e0(1,1).
0.6::e1(2).
0.4::e2(2).
0.75::e2(3).
p00 :- (e1(3), T =.. [g, 1], T \== g(0)) ; (e0(2,2), e2(X), W is X + 2, W < 5, W is X + 3, W < 5).
0.2::p01(Y) :- e0(Y,Z), \+ e1(Z).
0.5::p01(X) :- e0(2,3), between(1,3,X).
p10(2,X) :- X == 3, e2(Y), e2(3), p10(Y,X).
p10(Y,Y) :- e2(3), between(1,3,Y), findall(V, e2(V), L), L = [].
P::p11(X) :- (p01(Z), e2(Y), between(1,3,X), findall(V, e1(V), L), length(L, N), N >= 2), P is X / 4.
query(p11(Y)).
query(\+ p00).
