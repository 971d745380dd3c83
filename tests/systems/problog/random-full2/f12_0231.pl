:- use_module(library(lists)).
0.8::e0.
e1(2).
p00(1) :- e1(X), \+ e1(3).
P::p00(Y) :- (p00(Z), between(1,3,Y)), P is Y / 4.
P::p10(X,X) :- (p10(Z,Y), between(1,3,X)), P is X / 4.
0.2::p20(Y) :- p10(Z,Y), e0, Y =\= 3.
p20(X) :- (p00(X), p21(1,Y)) ; (X == 2, e1(2), p20(Y), p10(Y,Y), between(1,3,X), Y =\= 1).
0.25::p21(X,X) :- (p20(3), between(1,3,X), \+ p00(2)) ; (X \== 3, p10(1,X), p20(X), findall(V, p10(1,V), L), L = []).
P::p21(X,Y) :- (p10(X,Z), p21(Y,3), e1(3)), P is X / 4.
p30(X) :- p30(3), between(1,3,X).
p31(Y,1) :- p00(Y), p31(Y,3), p20(2).
0.9::p31(Y,X) :- e0, between(1,3,X), between(1,3,Y), X =\= 1, W is X + 3, W < 5.
0.25::p31(X,3) :- p21(Z,2), between(1,3,X), X == Z, T =.. [g, Z], T \== g(0).
query(e0).
query(p21(1,3)).
query(p30(2)).
query(\+ p20(3)).
