:- use_module(library(lists)).
e0(1,2).
0.4::e1(3).
P::p00(Y,X) :- (e1(Z), e0(2,1), e0(Y,2), between(1,3,X), compare(O, X, 3)), P is X / 4.
p00(X,Y) :- (p01(Z), p00(Y,Z), between(1,3,X), X =:= 2, \+ e1(1)) ; (e0(Z,X), p00(X,Z), e0(1,Y), Y =:= 3).
0.75::p01(X) :- (p01(Y), between(1,3,X)) ; (e0(Z,Y), p01(Z), p00(Y,Z), between(1,3,X), T =.. [g, Y], T \== g(0)).
p01(3) :- e1(Y), compare(O, Y, 1).
p01(3) :- e1(Z), e1(Z), p01(Z).
p10 :- p10, e1(Y), W is Y + 1, W < 5.
p20(Y) :- e0(1,3), e0(Z,3), p00(1,Z), between(1,3,Y), findall(V, e0(3,V), L), L = [], W is Z + 2, W < 5.
query(p10).
