:- use_module(library(lists)).
0.75::e0(1).
0.25::e0(2).
0.25::e0(3).
0.6::e1(2,1).
0.9::e1(2,2).
0.8::e1(1,3).
0.25::p00(X) :- p00(Z), e1(Z,Z), e0(1), between(1,3,X).
p00(3) :- e1(Y,Z).
P::p01(X) :- (p00(Z), between(1,3,X)), P is X / 4.
P::p01(X) :- ((e0(X)) ; (e1(Z,Z), e0(Z), between(1,3,X), findall(V, e0(V), L), L \= [], \+ e0(Z))), P is X / 4.
0.3::p01(Y) :- p01(3), between(1,3,Y), \+ e0(Y).
p10(X,X) :- p10(Y,Y), p10(Y,Y), p00(Y), between(1,3,X), X \= 3.
p10(2,X) :- e1(X,2), findall(V, e0(V), L), sort(L, S), length(S, N), N < 2.
p10(Y,2) :- e0(X), between(1,3,Y), Y @=< f(1).
p20(Y,X) :- e0(2), p01(X), p00(X), between(1,3,Y).
p20(Y,2) :- p00(1), between(1,3,Y).
p20(Y,Y) :- (e1(Y,Y), p21(Y), \+ p10(Y,3)) ; (e0(Y), e0(Y), p01(2)).
0.6::\+p20(Y,Y) :- e0(Y).
p21(Y) :- p01(Z), p00(Y), not p01(Y), \+ p00(Y).
p21(Y) :- (p00(X), e1(X,X), p20(X,X), between(1,3,Y), call(p00, Y)) ; (Y \== 1, e0(Y), p00(3), not p01(Y)).
0.8::p21(3) :- (p01(Z)) ; (p00(Y)).
0.6::p30(Y) :- (p21(Z), between(1,3,Y)) ; (Y == 3, p01(Z), p10(3,3), between(1,3,Y), call(p01, 2)).
query(p20(3,Y)).
query(p10(Y,Y)).
query(p20(1,3)).
query(\+ p00(2)).
