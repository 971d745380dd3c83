:- use_module(library(lists)).
0.7::e0(2,3).
e0(3,2).
0.4::e1(2,1).
e1(1,2).
0.2::e1(3,1).
P::p00(X) <- ((p00(Z), between(1,3,X), W is Z + 3, W < 5) ; (e0(X,Y), e0(1,Y), W is Y + 2, W < 5, X =:= 1)), P is X / 4.
p00(Y) :- e0(Z,Y), p00(Z), W is Y + 1, W < 5, findall(V, e0(1,V), L), sort(L, S), length(S, N), N < 2.
p10(X,Y) :- p10(3,X), p10(1,Y), e0(2,1), X == Y, call(e0, X, Y).
p11 :- e0(Y,Y), p10(3,Y), not e0(Y,Y).
0.4::p11 :- (Y == 3, e0(Y,Z), T =.. [g, Y], T \== g(0)) ; (X == 3, p10(X,X), p11, X < 3).
p20(Y,X) :- p10(Z,3), between(1,3,X), between(1,3,Y), \+ p10(2,2).
p20(2,1) :- p20(3,Y), e0(X,2), T =.. [g, X], T \== g(0).
query(p11).
query(p20(X,X)) :- between(1,2,X).
evidence(p20(1,2), false).
