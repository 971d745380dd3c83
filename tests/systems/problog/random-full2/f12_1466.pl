:- use_module(library(lists)).
e0(1).
e1(3).
0.1::e1(2); 0.2::e1(1); 0.2::e1(3).
0.4::e2(3).
0.6::e2(1).
p00 :- (e1(Y), findall(V, e1(V), L), L = [], Y = Y) ; (Z \== 3, p01(X,Z), e0(Z), X @< 1).
P::p01(Y,X) <- ((e1(1), e0(Z), e1(Z), between(1,3,X), between(1,3,Y)) ; (e1(Y), p01(Y,Y), between(1,3,X))), P is X / 4.
p10(X) :- e2(X), e0(Y), Y \== Y.
0.2::p10(Y) :- (p00, e0(Z), p00, between(1,3,Y), T =.. [g, Y], T \== g(0), Y @< 1) ; (e1(Z), e0(Z), e0(Y)).
0.25::p10(1) <- (e1(Y), e0(2), p10(Y)) ; (p01(Z,X), p01(1,X), p10(Z), X =:= 1, \+ e1(X)).
query(e2(1)).
query(p00).
query(e2(X)) :- between(1,2,X).
