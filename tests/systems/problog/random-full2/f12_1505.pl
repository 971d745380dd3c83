:- use_module(library(lists)).
e0(1).
0.3::e0(3); 0.1::e0(1); 0.1::e0(2).
0.4::e1(2,3).
0.5::e1(1,2).
0.9::p00(X) :- e1(1,Y), e0(3), between(1,3,X), X =:= 3, findall(V, e0(V), L), L = [].
P::p00(X) :- (p01(X), X @=< 3, not e1(X,1)), P is X / 4.
p00(1) :- p00(1), T =.. [g, 1], T \== g(0).
p01(Y) :- (p01(3), between(1,3,Y)) ; (p01(Y), p00(Y), e0(Y)).
0.4::p01(X) :- p00(2), between(1,3,X).
P::p10(X) :- (e0(3), between(1,3,X), X @=< 3), P is X / 4.
p20 :- p00(2), not e0(1), not p10(1).
0.7::p20 :- p00(Y), p01(3), Y == Y, call(e1, 1, Y).
p20 :- e0(3), p01(Y), call(e1, Y, 2).
p21 :- p01(Z).
query(e1(Y,3)).
query(p10(Y)).
query(p01(Y)).
query(p01(X)) :- between(1,2,X).
query(\+ p01(1)).
evidence(p20, true).
