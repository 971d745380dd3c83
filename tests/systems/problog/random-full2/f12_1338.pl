:- use_module(library(lists)).
0.2::e0.
e1.
0.7::e2(2,3).
0.1::e2(1,3).
e2(3,1).
0.1::e3(2).
0.3::e3(1).
p00 :- e2(X,X), X @< 3, X == X.
p01 :- e1, e3(Z).
p01 :- e2(1,X), p00, e1, X = X, T =.. [g, X], T \== g(0).
p10(3) <- e1, T =.. [g, 2], T \== g(0).
P::p11(X) :- (p00, p01, between(1,3,X), call(e3, 3)), P is X / 4.
p11(X) :- (p11(X), p01, W is X + 3, W < 5, findall(V, e3(V), L), length(L, N), N >= 2) ; (e0, between(1,3,X), X @>= 1).
0.6::p20(X,Y) <- (p00, between(1,3,X), between(1,3,Y), X < 1) ; (p01, between(1,3,X), between(1,3,Y), call(e3, Y)).
P::p20(X,Y) :- (p00, e0, p20(Z,Z), between(1,3,X), between(1,3,Y), not p10(3)), P is X / 4.
p20(X,X) :- p01, e1, between(1,3,X), findall(V, e3(V), L), sort(L, S), length(S, N), N < 2, W is X + 2, W < 5.
query(e3(Y)).
