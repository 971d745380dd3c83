:- use_module(library(lists)).
e0.
e1(2,2).
0.7::e1(3,1).
e1(1,3).
0.2::e1(2,1).
p00 :- e0.
p01(Y) :- e0, p01(2), between(1,3,Y), findall(V, e1(Y,V), L), L = [].
P::p01(X) <- (e1(Y,2), p01(2), between(1,3,X), findall(V, e1(Y,V), L), sort(L, S), length(S, N), N < 2), P is X / 4.
P::p01(X) :- ((e0, p00, e0, between(1,3,X), X >= 2) ; (e0, p00, e0, between(1,3,X), X =:= 2, T =.. [g, X], T \== g(0))), P is X / 4.
p10(Y) :- (p00, p00, between(1,3,Y), Y =:= 3) ; (p10(3), e0, between(1,3,Y), Y < 3).
p10(Y) :- (X \== 3, e1(Y,X), e1(X,Y), p00, \+ e0) ; (p00, e0, p00, between(1,3,Y)).
p20(Y,Y) :- (p10(X), between(1,3,Y)) ; (p00, e0, e1(Y,Y), \+ p01(Y), \+ p00).
p20(X,X) :- (p00, between(1,3,X)) ; (p20(Z,Z), p20(Z,Z), between(1,3,X)).
query(p10(1)).
query(p20(Y,1)).
query(e0) :- between(1,2,X).
