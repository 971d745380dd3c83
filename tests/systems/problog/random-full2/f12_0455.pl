:- use_module(library(lists)).
0.25::e0(2,3).
0.3::e0(3,3); 0.2::e0(2,2).
0.75::e1.
0.4::e2.
p00(Y,1) :- (e2, e2, e2, between(1,3,Y)) ; (e0(Y,Y), p01(2,1), p00(Y,Y), call(e0, Y, 1), findall(V, e0(Y,V), L), length(L, N), N >= 2).
p00(X,Y) :- e0(X,Z), e0(Z,X), e1, between(1,3,Y), not e0(1,1).
P::p00(Y,Y) :- (p00(Y,2), e2, e2), P is Y / 4.
p01(Y,X) :- e0(Z,Y), p00(Z,Y), between(1,3,X), findall(V, e0(X,V), L), length(L, N), N >= 1, call(e0, X, Y).
p10(X) :- p01(3,X), p00(3,Z), p01(X,Y), Z =\= 2, X =:= 3.
P::p10(Y) :- (Y == 1, Y \== 3, e2, between(1,3,Y)), P is Y / 4.
p11(X,X) :- e2, between(1,3,X), compare(O, X, 1).
p11(Y,X) :- p10(Z), e0(Z,Z), p10(Z), between(1,3,X), between(1,3,Y), Z =\= 2, compare(O, Y, 1).
query(e1).
query(p10(X)) :- between(1,2,X).
query(\+ e2).
