:- use_module(library(lists)).
e1(3).
0.9::e2(1,2).
e2(3,1).
p00(Y) :- Z == 1, e2(Y,Z).
p00(Y) :- e0(Y,Z), p00(X), findall(V, e1(V), L), L \= [], Z \= Z.
P::p00(X) :- (e1(X), p00(X), e2(3,X), X @=< 2), P is X / 4.
p01 <- e2(Y,3), e1(Y), e1(2), Y \= 2.
p10(2) :- e2(Z,X), e2(Z,1), p10(X), X @=< 2.
p10(Y) :- p01, e2(Y,Y).
p10(Y) :- e1(Y), p11(Y).
p11(Y) :- Y == 3, e1(3), e0(Y,3).
p20(2) :- (p00(3), e0(2,Z), p11(Z)) ; (e1(Y), \+ e1(2)).
p21(3) :- p10(3), p01, e0(Y,1), Y = 1.
p21(3) <- (p00(3), p21(Y), Y \== Y) ; (p20(3), e2(Z,X), e0(Z,X), X @>= f(1)).
p21(3) :- e1(Y), e2(Y,Z).
query(p01).
evidence(e1(3), true).
