:- use_module(library(lists)).
0.1::e0.
e1(2,1).
0.7::e1(2,3).
0.1::e1(2,2); 0.2::e1(3,3); 0.1::e1(1,1).
0.6::e2(1).
0.25::e2(2).
0.1::e2(1); 0.2::e2(3); 0.2::e2(2).
p00(X) <- e0, between(1,3,X), T =.. [g, X], T \== g(0), T =.. [g, X], T \== g(0).
p01(Y,X) :- e2(2), e1(1,X), between(1,3,Y).
0.8::p01(Y,X) <- e1(X,Z), e2(2), e1(Z,3), between(1,3,Y).
p01(Y,X) :- e1(X,3), p00(X), between(1,3,Y), call(e1, Y, X), call(e2, Y).
p10(Y,1) <- e2(Y), p11(Y), p01(Y,Z), Y < 2, compare(O, Y, 3).
p11(Y) :- p10(X,Z), p10(3,X), p01(2,X), between(1,3,Y), compare(O, Y, 3), findall(V, p00(V), L), length(L, N), N >= 1.
P::p11(X) :- (X == 3, p00(Z), between(1,3,X), \+ p01(X,Z)), P is X / 4.
p11(Y) :- (p10(X,X), between(1,3,Y)) ; (p01(2,Z), p10(Z,2), p00(Y)).
P::p20(X,Y) :- ((p10(Z,X), p21, p10(Z,Z), between(1,3,Y), X =:= 3) ; (p20(Z,X), p10(1,1), e1(2,X), between(1,3,Y), X @< 1, not p00(2))), P is X / 4.
p20(1,1) :- Z == 2, p11(Z), p20(Z,1).
p21 :- p20(Y,X), p01(X,1), p10(Y,Z).
query(e0).
query(e0).
query(p21).
query(\+ p00(2)).
