:- use_module(library(lists)).
0.8::e0.
0.8::e1.
0.5::p00(Y) :- e0, e1, p00(Z), between(1,3,Y).
p00(X) :- e0, between(1,3,X).
p01(Y) <- X == 2, p01(X), between(1,3,Y), X @>= 3.
p01(X) :- p00(Y), e1, e0, between(1,3,X), Y == X.
p10(X,2) <- (p01(Y), p10(Z,3), between(1,3,X), compare(O, Y, 1)) ; (e1, e1, between(1,3,X), call(p01, X)).
p11(X) :- e0, between(1,3,X), X \== X, T =.. [g, X], T \== g(0).
p11(X) :- p10(Y,1), p10(X,Y), p00(X), findall(V, p01(V), L), sort(L, S), length(S, N), N < 2, \+ e0.
P::p20(X) :- ((p10(Z,3), p10(2,Z), between(1,3,X), compare(O, X, 1), \+ e0) ; (p00(2), between(1,3,X), T =.. [g, X], T \== g(0), X \= 2)), P is X / 4.
p20(Y) :- e0, e1, p00(Z), between(1,3,Y), Y @=< 1, Z == Z.
0.1::p20(X) :- e0, p20(3), p20(1), between(1,3,X).
p30(X) :- (p00(Z), between(1,3,X)) ; (p30(Y), between(1,3,X), \+ p11(Y)).
p30(X) :- p31(Z), between(1,3,X), \+ e0, findall(V, p10(X,V), L), L = [].
p30(Y) :- p20(Y), e1, p00(1), call(p01, Y).
P::p31(X) :- (e0, p31(Y), p20(Y), between(1,3,X)), P is X / 4.
P::p31(Y) :- (p01(X), p31(X), p01(2), between(1,3,Y), Y < 3), P is Y / 4.
query(p01(2)).
query(e1).
