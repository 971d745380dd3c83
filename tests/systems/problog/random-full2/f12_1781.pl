:- use_module(library(lists)).
0.1::e0.
e1(2).
0.4::e1(1).
P::p00(X) :- (e0, p01(X)), P is X / 4.
p00(3) :- Z == 1, p01(Z), Z @>= 3.
p00(Y) :- (p00(Y)) ; (e1(1), between(1,3,Y), Y >= 2).
0.1::p01(Y) :- e1(Y).
p01(2) :- p01(X), X \== 2.
p10 :- X \== 1, p11(X), T =.. [g, X], T \== g(0).
p10 :- (p00(Y), T =.. [g, Y], T \== g(0)) ; (p10, e0, p00(1)).
0.3::p10 :- p01(X).
p11(X) <- (p01(X), p00(X), p01(X), X = X, W is X + 3, W < 5) ; (p10, between(1,3,X), \+ p01(X)).
p11(Y) :- p10, e1(Y), p10, Y @>= 3.
p20(2,Y) :- (p00(X), p11(X), e1(X), between(1,3,Y)) ; (p10, p00(3), between(1,3,Y), compare(O, Y, 3), findall(V, p00(V), L), L \= []).
p20(Y,Y) :- (Y == 1, p11(1), between(1,3,Y)) ; (e1(Z), e1(Z), p11(1), between(1,3,Y), findall(V, e1(V), L), length(L, N), N >= 2, call(p01, Z)).
p20(X,3) :- p11(Z), p20(X,Z), p11(1), findall(V, p00(V), L), L \= [], \+ p11(X).
p21(X,2) :- p10, between(1,3,X), call(p00, 1).
p21(X,X) :- (e0, p20(Z,X), p21(X,X), X = Z, not e1(X)) ; (p20(1,Z), between(1,3,X)).
p21(Y,Y) :- p01(Y), Y == 3, call(e1, 1).
P::p30(X) :- ((e0, between(1,3,X), W is X + 3, W < 5) ; (X \== 1, p10, p10, between(1,3,X), findall(V, p00(V), L), sort(L, S), length(S, N), N < 2)), P is X / 4.
p31(2) :- (e1(Y), e0) ; (p21(X,Y), e1(1), p00(X), X >= 3).
query(e0).
query(p00(1)).
