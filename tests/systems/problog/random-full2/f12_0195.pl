:- use_module(library(lists)).
0.1::e0(2).
e1(1,1).
0.9::e2(1,1).
0.25::e2(2,1).
0.7::e2(2,3).
0.4::p00(2) :- e2(3,Z), p01, Z = Z, call(e1, 3, Z).
p00(Y) <- e1(3,Z), p00(Z), between(1,3,Y).
0.25::p00(Y) <- p01, e0(2), between(1,3,Y), Y @< f(1).
p01 :- e1(Z,1).
0.8::p01 :- p01, not e2(1,2).
0.1::p01 :- p01, e1(Z,2), p01.
P::p10(X,X) :- (e1(X,3), e2(X,1), e1(3,X)), P is X / 4.
p10(3,3) :- p01, p10(3,3), \+ p00(3).
P::p20(Y,Y) <- (e2(2,2), between(1,3,Y), \+ e0(Y), Y @=< 3), P is Y / 4.
p20(Y,X) <- p20(Y,3), p01, between(1,3,X), Y = X.
0.75::p20(X,X) :- e1(X,X), p10(X,X), findall(V, p00(V), L), length(L, N), N >= 1.
p30(3) :- (p20(1,Z)) ; (p30(1)).
query(e1(3,X)).
query(p01).
query(p01) :- between(1,2,X).
evidence(p00(1), false).
