:- use_module(library(lists)).
0.75::e0(2).
e0(1).
e1(3).
0.75::e1(1).
P::p00(X,2) :- (e1(X), p01(Y,2), p01(Y,2)), P is X / 4.
p00(X,Y) :- p00(2,2), e0(Z), between(1,3,X), between(1,3,Y).
p01(Y,1) :- (p01(1,Y), p00(Z,Y), p01(1,Z), Z =:= 1, Y < 1) ; (e1(X), e0(3), between(1,3,Y), findall(V, e1(V), L), length(L, N), N >= 2, Y =\= 1).
P::p10(Y,3) :- (p10(3,1), e1(2), between(1,3,Y), findall(V, p01(Y,V), L), L = []), P is Y / 4.
p10(Y,Y) :- e1(2), between(1,3,Y), compare(O, Y, 1).
p10(X,X) :- (p10(3,Z), between(1,3,X)) ; (p10(X,X), p10(X,Z), e1(Z), not e1(X)).
p20(X) :- p00(2,X), p10(2,X).
p21(X) :- p10(Z,Z), p01(Z,Z), p01(Z,Z), between(1,3,X), Z >= 2.
p21(Y) :- p20(X), p10(X,X), between(1,3,Y).
query(p21(Y)).
query(e0(2)).
query(p10(2,1)).
query(p00(X,X)) :- between(1,2,X).
query(\+ p10(2,2)).
evidence(p00(2,2), false).
