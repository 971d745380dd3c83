:- use_module(library(lists)).
0.4::e0(2).
e0(1).
0.9::e0(3).
0.25::e1(1,1).
0.2::e1(2,1).
0.2::e1(1,1); 0.3::e1(3,3).
p00(Y) :- e0(Y).
p00(Y) :- (p00(Y), p00(Y)) ; (Y == 2, e1(X,2), p01(X), between(1,3,Y), findall(V, e1(Y,V), L), L \= []).
P::p01(Y) :- ((e1(Z,Z), e0(2), between(1,3,Y), call(e0, Y)) ; (p00(3), e0(1), between(1,3,Y))), P is Y / 4.
p01(Y) :- (e1(1,2), between(1,3,Y), call(e1, Y, Y)) ; (p00(X), between(1,3,Y)).
p10(Y,Y) :- (p10(2,Z), between(1,3,Y), \+ e0(Z)) ; (p10(X,1), e1(X,X), p11(X), between(1,3,Y), not p01(X)).
p11(X) :- p10(2,Z), e1(Y,2), e1(Z,Y), between(1,3,X).
p11(X) :- p00(2), p10(Y,X), e1(Z,X), Y \== X, X @>= 3.
0.75::p11(3) :- p11(X), e0(X), p01(3), not p00(X), findall(V, p01(V), L), length(L, N), N >= 1.
P::p20(Y) :- (p00(3), p11(Y), W is Y + 2, W < 5), P is Y / 4.
0.9::p20(Y) <- p11(3), between(1,3,Y), W is Y + 3, W < 5.
p20(X) :- (p01(Y), between(1,3,X), not e1(1,Y)) ; (p01(X), p20(X), \+ e0(X)).
p30(Y) :- p20(1), p00(Z), p10(Z,Z), between(1,3,Y).
p30(X) :- p11(3), e1(Z,1), between(1,3,X).
p31(X) :- e1(3,2), p31(3), p31(1), between(1,3,X), X == X, X >= 1.
p31(X) :- p10(Y,1), p10(Y,2), e0(1), between(1,3,X), X >= 3, \+ p01(Y).
query(p10(2,1)).
query(p30(2)).
