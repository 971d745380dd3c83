:- use_module(library(lists)).
0.1::e0(1).
0.3::e0(3); 0.2::e0(2); 0.3::e0(1).
e1.
0.1::e2(3,3).
0.75::e2(2,1).
0.3::e2(3,3); 0.2::e2(2,2).
e3(2).
0.3::e3(1).
p00 :- (e0(2)) ; (p01(3), findall(V, e3(V), L), L = [], T =.. [g, 1], T \== g(0)).
p00 :- e0(Y), \+ e3(Y).
p00 :- (e1) ; (Y == 3, e2(Y,3), p00).
P::p01(X) :- ((e0(1), e0(X), e1, findall(V, e3(V), L), sum_list(L, T), T > 2) ; (e1, between(1,3,X))), P is X / 4.
p10(Y,Y) :- p11(X), e0(2), e0(X), between(1,3,Y), \+ p01(Y), X @=< f(1).
p11(X) :- e2(1,Y), p11(2), between(1,3,X), \+ e3(X), \+ e1.
query(p11(Y)).
query(e3(Y)).
query(p00).
