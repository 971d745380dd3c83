:- use_module(library(lists)).
0.25::e0(2).
e0(3).
e0(1).
0.2::e0(3); 0.1::e0(1).
0.5::e1.
e2.
e3(3,1).
0.6::e3(2,3).
0.2::e3(2,2); 0.3::e3(3,3); 0.1::e3(1,1).
p00(X,X) :- e2, e2, between(1,3,X), findall(V, e3(X,V), L), length(L, N), N >= 1.
p01(3) :- e2, p00(1,Y).
0.25::p01(3) <- p01(1).
p01(X) :- e2, e3(3,Z), between(1,3,X), Z @=< 1, W is X + 3, W < 5.
p10(X,3) :- e1, e2, p00(Z,1), between(1,3,X), W is X + 3, W < 5, findall(V, e3(Z,V), L), L = [].
P::p11(X,Y) :- (p11(X,1), between(1,3,Y)), P is Y / 4.
0.1::p11(Y,Y) :- (p01(Y), p01(Z), p00(Z,Z)) ; (p11(Z,X), between(1,3,Y), Y =:= 3).
p11(2,X) <- p10(3,3), e2, between(1,3,X), findall(V, p01(V), L), sort(L, S), length(S, N), N < 2, W is X + 2, W < 5.
p20(Y,Y) :- (p20(2,2), e0(X), between(1,3,Y)) ; (e1, e3(Y,1), call(p11, Y, Y)).
P::p20(X,X) :- (e0(3), p20(Y,3), p11(Y,3), between(1,3,X), Y < 2, Y =\= 1), P is X / 4.
p30(1) :- p01(Z), findall(V, p00(Z,V), L), sort(L, S), length(S, N), N < 2, T =.. [g, Z], T \== g(0).
p30(X) :- p10(Y,Y), between(1,3,X), Y == Y.
query(e1).
