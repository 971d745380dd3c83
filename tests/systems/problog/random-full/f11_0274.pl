:- use_module(library(lists)).
e0.
e1(3,2).
p00(X) :- (e1(Z,Y), e1(Z,2), p01(3), between(1,3,X), T =.. [g, X], T \== g(0), T =.. [g, Z], T \== g(0)) ; (p01(X), p01(X), e2(X,X)).
0.2::p00(Y) :- (e2(3,Y), p01(Y), e0, Y @< 3, T =.. [g, Y], T \== g(0)) ; (e1(1,X), between(1,3,Y), \+ e0, not e1(Y,1)).
p00(3) :- (p00(2), e0, e0) ; (p00(X), e2(X,X), X \= X, W is X + 1, W < 5).
p01(X) :- (p01(Z), p00(3), e2(Z,Z), between(1,3,X), compare(O, X, 1)) ; (e1(Z,X), p01(X), p00(X)).
p01(2) :- e0.
P::p01(Y) :- (e2(X,Z), between(1,3,Y), Y < 2), P is Y / 4.
p10(X) :- e1(2,X), e1(X,2).
P::p10(Y) :- (p10(X), e0, between(1,3,Y)), P is Y / 4.
p11(Y) :- e1(X,X), e0, p01(Z), between(1,3,Y), findall(V, e1(Y,V), L), length(L, N), N >= 2.
p11(Y) :- (e1(1,2), e0, p01(Y)) ; (e1(Y,Z), Z < 1).
query(p00(3)).
query(p10(X)) :- between(1,2,X).
