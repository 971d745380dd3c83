:- use_module(library(lists)).
0.6::e1.
0.25::p00 <- (p01(X,X), p01(X,2), p00, \+ e1, X < 3) ; (p00, e1, T =.. [g, 2], T \== g(0), \+ e1).
p00 :- (p01(X,3), e1) ; (p00, not e0(3), T =.. [g, 3], T \== g(0)).
p01(X,Y) :- p01(X,Z), between(1,3,Y), compare(O, X, 3), T =.. [g, X], T \== g(0).
P::p01(X,Y) :- (Y \== 2, p01(Z,Y), between(1,3,X)), P is X / 4.
p10(1,X) :- e1, between(1,3,X), findall(V, e0(V), L), length(L, N), N >= 2.
P::p10(Y,X) :- (p00, p10(3,3), p00, between(1,3,X), between(1,3,Y), findall(V, e0(V), L), length(L, N), N >= 1), P is X / 4.
0.6::p20(X,1) :- p10(Z,Y), p21(X), p01(1,Z).
p20(3,3) :- (p21(3), p20(Y,Y), e1, Y == Y, Y < 1) ; (p20(Y,3), Y @=< a, Y @< 1).
p21(Y) :- (p10(3,Y), Y @>= a) ; (p10(Z,1), p10(Y,Z), e1).
p21(2) :- p00.
p21(X) :- Y \== 3, e1, p10(Z,Y), e0(Y), between(1,3,X), Z @< 1.
query(e1).
query(p01(1,3)).
query(e1).
query(\+ e0(2)).
evidence(p00, false).
