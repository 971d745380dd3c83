:- use_module(library(lists)).
0.2::e0(3,3).
0.7::e1(2,2).
P::p00(X,X) :- (p00(Z,X), call(e0, Z, Z)), P is X / 4.
p10(X) :- p11(Z), e1(Z,2), e0(Z,3), between(1,3,X).
p10(1) :- p00(Y,X), findall(V, e1(Y,V), L), length(L, N), N >= 2.
0.9::p10(3) :- e0(Z,X).
0.9::p11(Y) :- X \== 3, p00(Z,X), p10(Z), p00(2,Z), between(1,3,Y), \+ e1(Z,X).
p20(3) :- (e0(Y,1), p00(Y,Y)) ; (Y == 2, p11(2), p10(Y)).
0.2::p20(X) :- e1(Y,Y), p10(X), not e1(Y,1), \+ p10(Y).
P::p20(X) :- (p00(X,X)), P is X / 4.
p21(X) :- e1(Z,Y), p11(Z), between(1,3,X).
p21(1) :- e0(2,2), call(p11, 1).
0.2::p30 :- e0(3,Z), p00(Y,Z), p30.
p30 <- p11(Z), p20(Z), p11(Y).
query(p11(1)).
query(p20(3)).
