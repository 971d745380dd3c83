:- use_module(library(lists)).
0.3::e0(3,1).
P::p00(X,Y) <- ((Y == 2, e1(3,Z), between(1,3,X), between(1,3,Y)) ; (p01(X), e1(X,Y), \+ e0(X,3), Y = 3)), P is Y / 4.
p01(Y) :- (p01(1), p01(3), e1(X,Y)) ; (p00(1,3), e1(3,Z), between(1,3,Y), Y \== Z).
p10(Y) :- (e1(X,3), between(1,3,Y), compare(O, Y, 2), Y \== X) ; (p01(Z), p00(Y,Z), e0(Y,Z), W is Z + 1, W < 5).
P::p10(Y) :- (p10(X), between(1,3,Y), W is Y + 2, W < 5, \+ e0(2,3)), P is Y / 4.
p10(Y) :- (p10(X), e0(3,3), between(1,3,Y)) ; (p01(1), e0(X,X), e0(X,2), between(1,3,Y), findall(V, p01(V), L), sum_list(L, T), T > 2, not p01(2)).
p20(X,X) :- (p10(1), between(1,3,X), X =:= 1, X == 2) ; (e1(Y,Y), p01(Y), between(1,3,X)).
p20(Y,X) :- (p20(Y,Z), p20(Y,Y), p00(Z,Z), between(1,3,X), Y >= 3) ; (p00(X,X), p01(2), between(1,3,Y), \+ e1(2,3)).
0.1::p30 :- p20(Z,3), p10(Z), T =.. [g, Z], T \== g(0).
p31(2) :- p10(Y).
p31(Y) :- p01(Z), e1(1,1), between(1,3,Y), \+ e0(Z,Y).
p31(Y) :- e1(Y,X), e1(Y,Z), e0(3,X).
query(p01(X)).
query(p20(X,X)).
query(e1(1,X)).
query(p01(X)) :- between(1,2,X).
evidence(p10(3), true).
