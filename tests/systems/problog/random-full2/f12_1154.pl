:- use_module(library(lists)).
e0(3).
e0(1).
0.1::e0(1); 0.3::e0(2); 0.1::e0(3).
e1(2,3).
0.75::e1(3,2).
p00(Y) :- e1(1,1), between(1,3,Y), not e0(Y).
p00(X) <- X == 3, e1(Z,Y), between(1,3,X).
P::p10(X) :- (e0(X), e0(Y), p11(Z), X =\= 1), P is X / 4.
P::p10(X) :- ((p10(Y), between(1,3,X), T =.. [g, X], T \== g(0)) ; (p00(Y), e0(X), \+ e0(3), Y == Y)), P is X / 4.
p10(3) :- p11(X), p00(1), p10(X).
0.3::p11(X) :- p11(Z), between(1,3,X), not p00(Z), findall(V, e1(Z,V), L), L \= [].
p11(X) :- e0(X).
p20 :- (e0(Z), p00(Z), p11(2)) ; (e0(Y), e1(1,Y), Y = Y, T =.. [g, Y], T \== g(0)).
p20 :- e0(Z), e0(Z), p11(Z).
p20 <- e0(1), not p11(3).
P::p30(X,Y) <- (p11(1), between(1,3,X), between(1,3,Y)), P is X / 4.
p30(2,2) :- p31(Z), Z >= 3.
0.25::p30(X,Y) :- p30(1,Z), p30(3,Z), p11(Z), between(1,3,X), between(1,3,Y), Z >= 1.
p31(Y) :- e0(2), p20, between(1,3,Y).
p31(Y) :- (p10(Z), p30(Z,Z), p00(Z), between(1,3,Y), findall(V, e1(Z,V), L), L = []) ; (e0(1), p11(X), between(1,3,Y), findall(V, e1(Y,V), L), sort(L, S), length(S, N), N < 2, call(p11, Y)).
query(p00(X)).
