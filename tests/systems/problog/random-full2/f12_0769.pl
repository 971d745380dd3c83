:- use_module(library(lists)).
0.9::e0.
0.6::e1(1).
0.2::e1(2).
0.3::e1(3); 0.2::e1(2).
0.4::e2(2).
0.75::e2(1).
0.6::e3(2).
0.9::e3(3).
p00(X,Y) :- X \== 1, e3(X), e2(X), e0, between(1,3,Y).
P::p00(Y,3) :- (e2(Y), e3(Z)), P is Y / 4.
0.4::p01(Y) :- e3(Y).
p01(X) :- p01(Z), e0, e2(Y), between(1,3,X), \+ e2(Y), W is X + 1, W < 5.
p01(X) :- e2(2), between(1,3,X), X == X.
P::p10(Y,Y) :- (p10(2,2), between(1,3,Y)), P is Y / 4.
p10(X,Y) :- (p10(X,1), e2(Y), not p01(Y)) ; (e3(X), e3(2), between(1,3,Y), findall(V, e3(V), L), length(L, N), N >= 2, call(e2, X)).
p10(1,Y) :- (p01(Z), p00(Z,X), p01(3), between(1,3,Y)) ; (p01(Z), e0, between(1,3,Y), \+ e1(1)).
p20(2) :- p01(Y), p10(3,1), e1(3), \+ p10(Y,Y).
0.5::p20(Y) :- e2(Z), p20(Z), between(1,3,Y), W is Z + 1, W < 5.
p20(X) :- p00(X,Z), p00(3,Z), p10(Z,3).
p21(2,Y) <- e3(3), between(1,3,Y).
p21(3,X) :- e1(Z), p10(Z,1), p21(1,Z), between(1,3,X), findall(V, e2(V), L), length(L, N), N >= 1, W is X + 1, W < 5.
query(e2(1)).
query(e2(X)) :- between(1,2,X).
