:- use_module(library(lists)).
0.6::e0(2,2).
0.3::e0(3,3).
0.7::e0(2,1).
e1(2,3).
e2(3,2).
0.3::e2(1,2).
p00(3,1) :- e2(2,Z), call(e1, 1, 1), findall(V, e2(1,V), L), sort(L, S), length(S, N), N < 2.
p00(Y,X) :- e1(Y,Z), between(1,3,X), \+ e2(1,Z), W is Y + 1, W < 5.
p01 :- e2(Y,Y), Y @>= a, findall(V, e2(3,V), L), length(L, N), N >= 1.
p01 :- (Y == 2, p00(Z,Y), p00(Y,2), e2(1,Z), Y =\= 3) ; (e1(3,2), p00(2,3), e1(2,X)).
p10(Y,X) :- p11(Y), between(1,3,X), \+ p01, \+ e1(3,X).
0.7::p10(X,Y) :- p10(Y,X), e0(Y,Y), T =.. [g, Y], T \== g(0).
p10(1,Y) <- (p00(X,3), e0(Y,Y), e1(X,X), not p00(Y,3)) ; (e0(Z,Z), between(1,3,Y), W is Y + 2, W < 5, Z == 2).
p11(Y) :- (e2(Z,2), between(1,3,Y), call(e1, Z, Y)) ; (p01, between(1,3,Y)).
p11(Y) :- p11(X), p00(X,1), p01, between(1,3,Y), Y == 2, Y =\= 3.
p11(Y) :- p01, between(1,3,Y), Y >= 2, W is Y + 3, W < 5.
query(p00(X,Y)).
evidence(p11(2), true).
