:- use_module(library(lists)).
e0(3).
e1(3).
0.3::e1(2); 0.3::e1(1).
0.3::e2(3,3).
0.7::e2(2,2).
0.1::e2(1,1); 0.2::e2(2,2); 0.3::e2(3,3).
p00 :- p00, e2(2,Y), e1(2), findall(V, e1(V), L), L = [].
p00 :- (e1(Z)) ; (e1(X), e2(Z,X)).
p00 :- (e1(2), e0(Y), \+ e0(Y)) ; (p00, \+ e0(3), findall(V, e2(1,V), L), length(L, N), N >= 2).
P::p01(X,1) :- (e1(X), e0(X), e2(1,Y), findall(V, e2(1,V), L), length(L, N), N >= 2), P is X / 4.
P::p01(Y,Y) :- (p00, e2(Z,Z), e2(3,Z), between(1,3,Y)), P is Y / 4.
p10 :- p01(X,3), p00.
0.6::\+p10 :- e0(3).
p20(X) :- p20(1), e1(2), between(1,3,X), subquery(e0(1), Q), Q > 0.33, \+ e0(X).
p30(Y,1) :- e0(Z), between(1,3,Y), not p20(1).
0.6::p30(Y,X) :- (e1(Z), between(1,3,X), between(1,3,Y)) ; (p20(1), e0(1), p10, between(1,3,X), between(1,3,Y), \+ p00).
p30(X,Y) :- e0(Z), p20(2), p10, between(1,3,X), between(1,3,Y), \+ e2(2,3), findall(V, e1(V), L), length(L, N), N >= 1.
query(e2(2,Y)).
query(p10).
query(p00).
evidence(e1(2), false).
