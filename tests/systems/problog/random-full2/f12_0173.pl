:- use_module(library(lists)).
e0(2).
0.4::e1(3).
0.5::e1(2).
e1(1).
0.8::p00(X,Y) :- p00(2,2), p01, between(1,3,X), between(1,3,Y), Y = Y.
0.5::p00(Y,X) :- p01, p00(Y,X), e0(X), not e0(X), W is Y + 1, W < 5.
p00(X,X) :- e0(Y), e0(Y), e0(3), between(1,3,X), call(e1, 1), \+ e1(X).
p01 :- e1(Y), e0(2), p00(1,Z), Z \== Z.
p10(Y,X) :- (p00(Y,Y), between(1,3,X)) ; (p00(X,X), between(1,3,Y)).
P::p10(Y,X) :- ((p10(Z,X), p00(Z,X), e1(X), between(1,3,Y), Y \== X) ; (p01, between(1,3,X), between(1,3,Y))), P is Y / 4.
p10(Y,X) :- (p10(Y,X), Y \== 2) ; (p00(Z,Z), between(1,3,X), between(1,3,Y)).
p20 :- e0(X).
0.2::p20 :- e0(X), compare(O, X, 3), call(e0, 3).
p20 :- p20, p00(2,Z), e0(Z), call(p10, Z, Z).
0.75::p30(Y,Y) :- (p10(3,Y), e1(Y)) ; (X == 3, e0(X), e0(X), p30(X,1), between(1,3,Y), call(p10, 2, Y)).
P::p30(X,X) :- ((e1(X), p20, p01, findall(V, e1(V), L), length(L, N), N >= 2) ; (e0(2), p10(Z,Z), between(1,3,X))), P is X / 4.
P::p30(Y,X) :- (p20, between(1,3,X), between(1,3,Y), \+ e1(Y), \+ p00(Y,X)), P is X / 4.
query(e1(X)).
query(p01).
evidence(e0(3), true).
