:- use_module(library(lists)).
0.3::e0(3).
0.1::e0(1); 0.2::e0(2).
0.75::e1.
e2(3).
0.75::e3(3,3).
0.25::e3(1,2).
e3(2,3).
p00(X,Y) :- p01(Z,1), e2(3), between(1,3,X), between(1,3,Y).
p00(X,Y) :- e0(Z), p00(Z,Z), p01(Z,2), between(1,3,X), between(1,3,Y).
P::p00(Y,X) :- (e1, e1, p00(2,Y), between(1,3,X), X @>= 2, X =\= 1), P is Y / 4.
P::p01(Y,2) :- ((e1, e0(Z), e0(2), between(1,3,Y)) ; (e1, between(1,3,Y))), P is Y / 4.
p01(X,Y) <- e0(Z), between(1,3,X), between(1,3,Y).
p01(Y,2) :- e2(Y), T =.. [g, Y], T \== g(0), W is Y + 2, W < 5.
p10(1) :- p10(2), e2(Z), e3(Z,Y).
P::p20(X) :- (p20(1), p21(Y,X)), P is X / 4.
p20(X) :- p21(Z,1), e3(Z,1), between(1,3,X).
0.2::p21(Y,1) :- e0(3), p00(Z,Z), p20(X), between(1,3,Y), findall(V, e0(V), L), sum_list(L, T), T > 2, compare(O, Z, 2).
p21(Y,Y) :- e1, p20(Y), Y =:= 1.
P::p21(X,X) :- (p21(Y,Z), between(1,3,X)), P is X / 4.
p30(Y) :- p30(Y), p21(2,3), Y = 2.
0.75::p30(X) :- e3(Y,3), e1, between(1,3,X), X < 3.
query(p01(1,2)).
query(e3(Y,1)).
query(p00(1,X)).
