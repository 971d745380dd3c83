:- use_module(library(lists)).
0.3::e0(1,2).
e0(3,1).
p00(Y) :- e1(Y), Y \== Y.
p00(Y) :- e1(Y), p01(Y,Y), e0(2,Y).
p00(Y) :- (p01(2,3), p01(Z,Z), between(1,3,Y), T =.. [g, Y], T \== g(0)) ; (p00(2), p01(Z,1), e0(Z,Z), between(1,3,Y), \+ e0(1,Y), W is Y + 1, W < 5).
P::p01(2,X) :- (e1(3), p01(Y,Z), between(1,3,X), \+ e1(Y)), P is X / 4.
P::p01(Y,X) :- (p01(3,2), p00(X), between(1,3,Y)), P is X / 4.
p01(X,X) :- p00(Z), p01(Y,Z), between(1,3,X).
p10 :- p11, p00(Z), p11, \+ e1(2).
p10 :- e1(2).
p10 :- e1(3), p11, p00(X), not p00(X), X = X.
p11 :- (e1(2), p11, T =.. [g, 1], T \== g(0)) ; (e1(X), p10, findall(V, e0(3,V), L), L \= [], T =.. [g, X], T \== g(0)).
p11 :- p00(2).
p11 :- p01(Y,3), e1(Y), p01(1,3).
p20(3) :- e1(Y), p20(Y), Y == Y.
0.9::p20(X) :- p11, e1(Z), between(1,3,X), X \= X.
0.9::p21 :- (p01(Z,2), p21, Z \= Z, findall(V, p01(Z,V), L), L \= []) ; (p20(3), not e0(2,1)).
p21 :- p21.
p30(Y) :- (p30(Z), p20(Z), between(1,3,Y), call(p00, Y)) ; (e1(Z), e1(Z), between(1,3,Y), findall(V, p00(V), L), sort(L, S), length(S, N), N < 2).
p30(3) <- (p10, e0(1,X), p20(3)) ; (p30(Y), p10, p01(X,Z), \+ p11, not p01(Z,Z)).
p30(Y) :- e1(X), p11, p30(X), between(1,3,Y), Y >= 2.
p31(Y) <- p10, between(1,3,Y), compare(O, Y, 1), \+ p01(Y,Y).
P::p31(X) :- ((p31(Y), p01(Y,X), p31(1)) ; (X == 2, p21, e1(3), p21, between(1,3,X), X \== X)), P is X / 4.
p31(X) :- X == 2, p01(2,Z), p21, between(1,3,X), \+ e1(1).
query(p00(X)).
query(p00(X)).
query(p10).
