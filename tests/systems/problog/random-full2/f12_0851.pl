:- use_module(library(lists)).
e0(3).
0.3::e0(1); 0.1::e0(3).
0.3::e1(1).
0.25::e1(3).
p00 :- (e1(Y), e1(Y)) ; (p01(Z,Y), p00, e0(Z), call(e0, 2)).
p00 :- e1(Y), Y =:= 2.
p00 :- p01(1,Y), p00, e1(Y), \+ e0(Y), not e0(Y).
P::p01(Y,X) :- (X == 1, p00, between(1,3,X), between(1,3,Y)), P is Y / 4.
p10 :- e0(3), p00, p11(X,Z), Z = 1, \+ e0(Z).
p10 :- p11(Z,Y), p00, \+ e1(3), \+ e1(Z).
0.8::p11(Y,X) <- (X == 1, p01(Y,3), p11(2,X), \+ p01(3,X)) ; (p11(X,Y), e0(3), \+ e0(Y), findall(V, e0(V), L), length(L, N), N >= 2).
P::p11(1,X) :- (p00, p00, p11(2,3), between(1,3,X), X @>= 3, W is X + 1, W < 5), P is X / 4.
p11(Y,X) :- e0(1), between(1,3,X), between(1,3,Y), X =\= 2, findall(V, e1(V), L), length(L, N), N >= 1.
p20(Y,X) :- Y == 1, p00, p10, between(1,3,X), between(1,3,Y).
p20(X,Y) :- p11(Z,X), e0(Z), between(1,3,Y), call(p01, Z, 3).
p21 :- p21, p00, p00.
0.3::p21 :- p11(Z,X).
p21 :- e1(Z), findall(V, e0(V), L), length(L, N), N >= 1, not e1(Z).
p30 <- p20(Y,Y).
p31(Y,X) :- p30, p30, p10, between(1,3,X), between(1,3,Y), X @>= a.
query(p21).
query(p21).
query(p11(1,2)).
query(\+ p21).
evidence(p01(3,2), false).
