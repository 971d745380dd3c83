:- use_module(library(lists)).
e0(1,1).
0.1::e0(1,1); 0.2::e0(3,3).
0.25::e1(3).
0.9::e1(2).
0.1::e2(3,3).
0.3::e2(3,2).
0.1::e2(1,1).
p00(X) :- p00(X), e2(1,X), p00(X), X =:= 1.
P::p00(X) :- (p01(Y), p01(Y), p01(Y), between(1,3,X), call(e0, Y, Y), Y @>= a), P is X / 4.
p00(Y) :- p01(Y), e1(Y), T =.. [g, Y], T \== g(0), \+ e1(Y).
p01(X) :- e1(3), between(1,3,X).
p10(Y) :- e2(Y,X), e1(X), e1(1).
p10(Y) :- e1(X), p11(Z), e1(Z), between(1,3,Y).
p10(Y) :- (p10(Z), p00(Y)) ; (p11(Z), e0(Z,X), between(1,3,Y)).
P::p11(X) :- ((e0(Y,Z), p00(Z), between(1,3,X), findall(V, e2(Y,V), L), sum_list(L, T), T > 2, \+ e2(Y,Z)) ; (p10(X))), P is X / 4.
p11(Y) <- p10(Z), p00(1), between(1,3,Y).
query(e2(X,X)).
query(\+ e2(1,1)).
