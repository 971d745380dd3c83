:- use_module(library(lists)).
0.25::e0(2,1).
0.5::e0(1,1).
0.4::e0(2,3).
0.75::e1.
0.75::e2.
p00(X) <- e2, between(1,3,X), X @=< a, call(e0, X, 3).
p00(Y) :- p01(Y,Z), e2, p01(Z,X).
P::p01(Y,Y) :- (e0(X,Y)), P is Y / 4.
p10(X,Y) <- p11(2), p10(3,Z), between(1,3,X), between(1,3,Y).
p10(1,Y) :- p11(Z), p01(1,2), between(1,3,Y), T =.. [g, Z], T \== g(0), call(e0, Z, 3).
p10(Y,Y) <- p01(Y,X), p00(2).
P::p11(X) :- (e0(X,Z), p00(Z), e0(Z,Z)), P is X / 4.
p20(3) :- e0(X,X), e1, p00(Z), \+ p10(Z,X).
p20(X) :- (p11(Y), p01(Y,X), e0(X,Y)) ; (e0(1,X), X =\= 1).
P::p20(Y) :- (e1, between(1,3,Y), not p10(Y,Y)), P is Y / 4.
0.7::p30(Y,2) :- p20(Y), e0(2,3), p11(Y), findall(V, e0(2,V), L), L = [], Y =:= 3.
p30(1,Y) :- e0(2,1), e1, between(1,3,Y), \+ p11(Y), Y >= 1.
query(p11(Y)).
query(\+ p11(1)).
