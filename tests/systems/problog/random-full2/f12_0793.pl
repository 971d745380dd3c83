:- use_module(library(lists)).
e0(1,3).
0.8::e0(2,1).
0.5::e1(1,3).
0.3::e1(3,3); 0.3::e1(2,2).
0.5::e2(2,1).
p00(X,X) :- p00(X,2), p00(X,3), X @=< 1.
p00(3,X) :- (p00(X,X), e1(1,X), e0(X,X)) ; (e0(Y,Z), e0(Z,1), between(1,3,X), W is X + 2, W < 5).
p01(Y) :- e1(3,Z), between(1,3,Y), findall(V, e1(Z,V), L), L = [], \+ e2(Z,Y).
p01(X) :- e1(3,1), between(1,3,X), X @=< 1.
p01(X) :- Z == 2, e2(X,3), e0(Z,X), p00(X,X), not e2(Z,3).
p10(X,3) :- e1(1,X), e1(Y,X), p00(3,Y), not p00(Y,X), Y == 1.
p10(Y,X) :- p10(Z,X), between(1,3,Y), findall(V, e1(X,V), L), sum_list(L, T), T > 2.
P::p20(3,X) :- (p10(X,2), e0(X,X), p01(3)), P is X / 4.
p21(3,3) :- p00(Y,1), p20(1,Y), Y =:= 2.
P::p21(Y,2) :- (p00(Y,X), p10(Y,3), call(e1, X, Y)), P is Y / 4.
p21(X,X) :- (p01(Y), e1(3,Y), p10(Y,2), between(1,3,X), X == Y) ; (e1(Y,X), T =.. [g, Y], T \== g(0), findall(V, e0(Y,V), L), length(L, N), N >= 1).
query(p20(Y,X)).
query(\+ p10(2,2)).
evidence(e2(1,3), false).
