:- use_module(library(lists)).
0.6::e0(1,3).
0.7::e0(2,1).
0.7::e1(1).
p00 <- p00, p00.
p00 :- p00, e0(2,Y), e1(Y).
0.3::p00 :- X == 1, p00, p00, e0(X,X).
P::p10(X,X) :- (p00, p11(X,Y), p10(1,Z)), P is X / 4.
0.75::p10(X,X) :- (Z == 1, p10(2,X), p00, e1(Z)) ; (p10(Y,3), between(1,3,X)).
P::p11(2,Y) :- ((p10(X,2), between(1,3,Y), X =:= 1) ; (p10(3,X), p00, between(1,3,Y), X \= X)), P is Y / 4.
0.1::p20(Y,X) :- e0(X,X), p00, e1(Y), X @< 2, \+ e0(X,Y).
P::p20(X,2) :- (p11(X,Y), p10(Y,Z), e1(1), Z == X, W is Z + 1, W < 5), P is X / 4.
p21(X) :- Z == 1, p11(X,Z), p21(3), \+ p10(X,1).
p21(Y) :- p20(1,1), p10(Z,X), between(1,3,Y), findall(V, e1(V), L), sort(L, S), length(S, N), N < 2, Y =:= 1.
p21(1) <- (e0(2,Z), p10(Z,Z), call(e0, 2, Z), compare(O, Z, 3)) ; (p21(Z), p20(3,Z), p10(1,Z), call(p10, 1, Z)).
query(p21(2)).
query(p20(Y,3)).
