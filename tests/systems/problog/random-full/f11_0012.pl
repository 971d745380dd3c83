:- use_module(library(lists)).
0.3::e0(3).
0.1::e0(1); 0.3::e0(3); 0.2::e0(2).
0.3::e1(3).
e1(1).
0.1::e1(3); 0.1::e1(1).
0.9::e2(2,1).
p00 :- e1(X), X =:= 3.
p10(Y) :- e1(Y), e2(1,1), e2(2,Y).
0.2::p10(2) :- e0(Z), e1(Z), p11(2,2), findall(V, e1(V), L), L \= [], T =.. [g, Z], T \== g(0).
p11(2,X) :- e0(X), p00, e1(X).
p11(X,Y) :- (p11(2,1), p10(Y), between(1,3,X)) ; (e2(Z,1), p11(Z,X), e1(1), between(1,3,Y), W is Z + 3, W < 5).
P::p20(X,Y) :- (e0(Z), e0(1), p11(2,Z), between(1,3,X), between(1,3,Y), compare(O, X, 3), W is Z + 1, W < 5), P is Y / 4.
p21(3,X) :- e1(Z), p10(Z), p21(X,3), call(e0, Z).
p30 :- e1(Y), p11(X,Y), findall(V, e0(V), L), length(L, N), N >= 1, \+ p00.
p30 :- e2(2,3), p21(Z,X), p20(Z,Z).
0.25::p30 :- p00, p21(2,3), not p20(3,3).
p31(Y,X) :- (p20(2,Y), between(1,3,X)) ; (X == 1, p00, p30, between(1,3,X), between(1,3,Y)).
p31(Y,Y) <- p10(3), between(1,3,Y), not e1(1), compare(O, Y, 2).
P::p31(2,Y) :- (e0(1), between(1,3,Y)), P is Y / 4.
query(e1(X)).
query(p11(1,2)).
query(p20(X,2)).
evidence(p20(3,3), false).
