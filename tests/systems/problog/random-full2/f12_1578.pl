:- use_module(library(lists)).
e0(3,2).
e0(2,2).
0.1::e0(3,3); 0.2::e0(2,2); 0.2::e0(1,1).
0.9::e1(3).
e1(1).
e2.
0.1::e3(2,1).
p00(Y) <- Y \== 3, p01(X), e1(2), e2, between(1,3,Y), W is X + 1, W < 5.
p00(X) :- e1(1), between(1,3,X).
0.25::p00(1) <- e1(2), p01(3), e3(1,X).
p01(Y) :- (e0(1,2), p01(Z), p00(Z), between(1,3,Y), not e0(Y,Z)) ; (e2, e1(Z), e3(Z,3), between(1,3,Y)).
p01(1) :- Z \== 2, e0(3,Z), e3(Z,Z).
0.25::p01(2) :- e2, e1(1).
p10(X) :- p01(Z), between(1,3,X).
P::p10(X) :- (p01(1), p10(3), e0(X,Z), Z == X, X @=< 3), P is X / 4.
p10(3) :- (p00(1), e2, not e3(1,3)) ; (Y == 2, e1(X), e3(1,X), e3(X,Y)).
p20(Y,3) :- p21(X,2), e3(3,2), p20(X,X), between(1,3,Y), findall(V, e1(V), L), L = [], \+ p10(Y).
p21(X,X) :- e1(2), p00(X), compare(O, X, 2).
0.2::p21(Y,Y) :- p01(X), p01(X), between(1,3,Y), \+ p10(Y).
p30(2) :- (p30(Z), Z @< 2) ; (p31(Y), e2, p30(1), findall(V, p21(1,V), L), length(L, N), N >= 1, W is Y + 1, W < 5).
0.9::p31(X) :- p01(X), p30(X), \+ p10(X).
0.5::p31(Y) :- p31(Z), p20(Z,Y), e0(Y,2), \+ e3(Y,1).
query(p31(2)).
