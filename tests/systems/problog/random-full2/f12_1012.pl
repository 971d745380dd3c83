:- use_module(library(lists)).
0.1::e0(1).
e0(2).
0.6::e1.
0.1::e2(1).
p00(Y) :- e0(Z), p01(Y,Z).
p00(X) :- p00(Z), between(1,3,X), W is X + 3, W < 5, not e0(2).
p01(X,X) :- p01(X,Y), e0(X), e2(Y), Y @>= 3.
p10(X,2) :- e1, p01(1,Y), between(1,3,X).
p11(Y) :- p00(Y), p01(Y,Y), \+ e2(Y).
p11(X) :- p01(Y,Y), e0(3), between(1,3,X), T =.. [g, X], T \== g(0).
p20(2,Y) :- p10(Y,1), e0(2), p10(Y,Y), call(e0, 1).
p20(Y,Y) :- Y == 2, p20(X,1), p20(Y,X), p00(Y), X >= 1.
p30 <- e0(Z), p11(X), p30, Z >= 1, \+ p00(3).
p30 <- e1, T =.. [g, 3], T \== g(0).
p30 :- p20(Y,X), e1.
p31(X,X) :- p10(Y,Y), p10(3,Y), between(1,3,X), T =.. [g, X], T \== g(0).
0.5::p31(Y,Y) :- p20(Z,3), p01(2,Z), between(1,3,Y), Z \= 1.
p31(Y,Y) :- (p31(Z,1), between(1,3,Y), Z == Z, \+ p00(Y)) ; (p31(X,Z), between(1,3,Y), findall(V, p20(X,V), L), length(L, N), N >= 1).
query(p30).
query(e2(2)).
