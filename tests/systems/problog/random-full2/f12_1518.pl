:- use_module(library(lists)).
e0.
0.75::e1(3,1).
0.2::e1(1,1); 0.1::e1(2,2); 0.3::e1(3,3).
0.25::e2(1).
p00(2,X) :- e2(1), between(1,3,X), X =\= 2.
P::p10(Y) :- ((p10(3), p10(X), e2(X), between(1,3,Y), compare(O, X, 2)) ; (Y == 3, e1(Z,Z), p10(Z), between(1,3,Y))), P is Y / 4.
p10(Y) :- X \== 1, e2(X), p10(Y), e1(X,Y), findall(V, e2(V), L), L = [].
p20(1) :- p10(2), p20(Y), Y =\= 1.
p20(Y) :- (Y == 2, e1(Y,3), p00(3,Y), not e1(Y,Y)) ; (p21, e2(3), e2(1), between(1,3,Y), \+ p10(2), Y @< f(1)).
p20(X) :- e1(3,X), p10(Z), W is Z + 3, W < 5, call(e1, 2, 1).
p21 <- Z \== 2, Z \== 2, p00(Y,Z), p10(Z), e0.
p21 :- Z == 2, Z \== 1, p00(Z,1).
p21 :- e1(X,Z), p21, p10(1).
P::p30(X) :- (p00(X,X), p20(X), e0), P is X / 4.
query(p20(3)).
evidence(p20(1), false).
