:- use_module(library(lists)).
0.25::e0(3,1).
0.3::e0(3,3); 0.2::e0(1,1).
0.75::e1.
p00(2,Y) :- e1, e0(Z,X), between(1,3,Y), Y \= X, Y =:= 3.
p00(Y,3) <- (p00(1,1), between(1,3,Y)) ; (e1, e1, between(1,3,Y), findall(V, e0(Y,V), L), sort(L, S), length(S, N), N < 2, call(e0, 1, 2)).
p10 :- e0(X,X), not e0(X,2).
P::p11(X) :- (p00(2,Z), p00(1,Z), between(1,3,X)), P is X / 4.
p11(Y) :- e1, p10, between(1,3,Y).
P::p20(X) :- (p20(Z), e1, between(1,3,X), T =.. [g, Z], T \== g(0), X @>= 2), P is X / 4.
p30(1) :- p20(1), p00(1,Y), p10, Y =\= 2, Y >= 1.
query(e0(1,1)).
query(p11(3)).
query(\+ p00(1,2)).
