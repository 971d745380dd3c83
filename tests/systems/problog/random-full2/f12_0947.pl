:- use_module(library(lists)).
0.6::e0(2,3).
0.3::e0(1,1); 0.3::e0(2,2); 0.1::e0(3,3).
0.75::e1(3,2).
0.1::e1(2,3).
0.8::e1(1,3).
e2(3,2).
P::p00(Y) :- (p00(Z), p00(Z), p01(1,Z), between(1,3,Y), W is Z + 2, W < 5, compare(O, Z, 2)), P is Y / 4.
p00(X) :- p00(Z), e2(Z,X).
0.9::p00(1) <- Z == 3, e1(2,1), p00(Z), p01(Z,Y), Y = Y.
P::p01(2,Y) :- (p01(3,X), e1(Y,2), e0(X,X)), P is Y / 4.
p01(X,X) :- e1(X,1), e0(X,Z), p01(X,1), \+ e2(2,X), W is X + 2, W < 5.
0.5::p10(3) :- p00(X), p00(2), e2(X,Z).
P::p10(Y) :- ((p01(Y,Y), Y \= 1, \+ e0(3,Y)) ; (p01(Z,Z), p10(X), between(1,3,Y), findall(V, e1(1,V), L), L = [], findall(V, e1(Y,V), L), length(L, N), N >= 1)), P is Y / 4.
0.75::p10(Y) :- e1(X,X), e1(X,X), p01(X,X), between(1,3,Y), findall(V, e1(Y,V), L), sum_list(L, T), T > 2, X =:= 1.
p20(X) :- p01(Z,2), p01(3,Z), between(1,3,X), X =:= 3.
p20(X) :- p10(Z), p01(Z,Z), between(1,3,X), call(p00, 1).
0.4::p30(X) <- p20(Z), between(1,3,X).
p31(X,X) :- (Y == 2, e2(Y,Y), between(1,3,X)) ; (p10(2), p00(Y), e2(Y,Y), between(1,3,X), X == Y).
p31(2,X) :- p20(2), p31(3,X).
query(e0(2,1)).
query(p10(1)).
query(\+ p00(1)).
