:- use_module(library(lists)).
0.1::e0(1).
0.75::e0(2).
0.1::e0(1); 0.2::e0(3).
0.9::e1(1,2).
0.9::e2(1,3).
0.25::e2(1,2).
0.75::e2(2,2).
p00(X) :- e2(Z,Y), p00(1), between(1,3,X), Y = 2, Z \== X.
p00(1) :- (e1(3,3), e1(Y,Z), p00(Y), findall(V, e2(Y,V), L), sort(L, S), length(S, N), N < 2) ; (e2(2,2), p00(Y), not e1(Y,Y)).
p00(X) :- e1(Y,Z), e2(Y,Z), p00(Y), between(1,3,X).
0.1::p10 :- e2(1,Z).
0.75::p10 :- e2(3,X), p11(Z), e2(2,3), T =.. [g, Z], T \== g(0), findall(V, e2(Z,V), L), L = [].
p10 :- p10.
P::p11(X) :- (p10, p00(Z), between(1,3,X)), P is X / 4.
P::p20(X,X) :- (p11(Z), e2(Z,2), between(1,3,X)), P is X / 4.
p30(1) :- e0(Z).
P::p30(X) <- (e2(Z,X), p31(X), p10, call(p11, 3), Z < 3), P is X / 4.
p30(X) :- p00(Z), between(1,3,X), X @>= 1.
p31(Y) <- p00(Y), p31(Y), p31(3).
P::p31(X) :- (p10, between(1,3,X), call(e1, 2, X)), P is X / 4.
p31(2) :- (p11(Z)) ; (e2(Y,Y), e1(1,Y), p30(Y)).
query(p20(3,2)).
query(p11(Y)).
query(\+ e2(1,3)).
