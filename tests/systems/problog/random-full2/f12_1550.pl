:- use_module(library(lists)).
e0(1,1).
0.2::e0(3,3); 0.1::e0(1,1).
e1(1).
0.1::e1(3); 0.2::e1(2).
0.9::e2.
e3(3,3).
p00(X) :- p00(Z), between(1,3,X), X >= 2.
p01(Y,X) :- e0(Z,1), between(1,3,X), between(1,3,Y), not e0(2,1), \+ e3(Y,X).
p10(X) :- p01(3,2), between(1,3,X).
p20 :- e1(Y), Y @=< 2, Y @< 2.
p20 :- p00(Z), e3(Z,2), p20, Z =:= 2.
p30(2,2) :- p30(1,2), p10(1), p30(Y,Y).
p30(X,X) :- p00(2), p10(Y), between(1,3,X), Y \== X.
p30(Y,3) :- (e3(X,1), between(1,3,Y)) ; (e2, e2, between(1,3,Y), findall(V, p00(V), L), sort(L, S), length(S, N), N < 2, \+ p00(1)).
query(e2).
query(p00(2)).
evidence(p00(3), true).
