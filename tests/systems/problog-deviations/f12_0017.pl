:- use_module(library(lists)).
0.3::e0(2,1).
0.4::e0(1,3).
e1(1,3).
0.1::e2.
0.25::e3.
P::p00(Y) :- (e3, e0(Y,2), e0(Y,Y)), P is Y / 4.
p00(X) :- e3, e0(2,Y), between(1,3,X).
p00(X) :- (p01(Z), e3, e1(3,3), between(1,3,X), compare(O, Z, 1), not e1(3,X)) ; (e1(3,X), e2, e2, X @< 2, \+ e1(X,X)).
p01(Y) :- (Y == 1, e3, between(1,3,Y)) ; (p01(Y), W is Y + 3, W < 5, Y >= 1).
p10(Y,3) :- (e3, p00(1), e3, between(1,3,Y), call(e0, Y, 2)) ; (e2, e0(X,3), e3, between(1,3,Y), findall(V, e1(Y,V), L), length(L, N), N >= 2).
p10(Y,X) :- e2, p11(Z), e1(Z,1), between(1,3,X), between(1,3,Y), \+ e0(Z,X), Y = Z.
P::p10(X,X) :- (p01(2), p11(2), between(1,3,X), T =.. [g, X], T \== g(0)), P is X / 4.
p11(2) <- (e2, e1(Z,X)) ; (p10(2,Y), e2).
p11(Y) :- Y \== 3, e3, e3, between(1,3,Y), Y @=< 3.
P::p11(X) <- ((e2, between(1,3,X), findall(V, p01(V), L), L \= [], T =.. [g, X], T \== g(0)) ; (e2, e1(1,2), p00(X), X @=< 2, W is X + 1, W < 5)), P is X / 4.
p20 :- Y \== 1, p21(2), e1(Z,Y), not p10(Y,Z).
p20 :- p21(3), p10(X,Y), p21(X), findall(V, p10(Y,V), L), sort(L, S), length(S, N), N < 2, \+ e3.
P::p21(Y) :- (e3, between(1,3,Y)), P is Y / 4.
0.6::p21(X) :- e2, between(1,3,X), findall(V, e1(X,V), L), sort(L, S), length(S, N), N < 2.
P::p21(X) :- (e2, between(1,3,X), findall(V, p00(V), L), L \= [], not e0(X,X)), P is X / 4.
query(e1(3,2)).
query(e2).
query(p11(X)).
evidence(p21(2), true).
