:- use_module(library(lists)).
e0.
e2(1,1).
0.1::e2(2,2); 0.2::e2(3,3).
p00(X) :- Z == 1, e1(X), p00(3), e1(Z).
0.1::p00(X) :- e0, p00(Y), e0, between(1,3,X), \+ e1(3).
P::p10(1,X) :- (p11(Y), e1(Y), e1(1), between(1,3,X), Y = X), P is X / 4.
p10(X,1) :- p11(1), between(1,3,X), X @>= 2, X \== X.
0.9::p10(X,Y) :- e1(2), e1(2), p10(2,Z), between(1,3,X), between(1,3,Y), findall(V, e1(V), L), L = [].
P::p11(Y) :- (Y == 3, p00(X), e1(X), between(1,3,Y)), P is Y / 4.
p20(Y,Y) :- p00(X), p20(Z,X), between(1,3,Y).
P::p20(X,1) :- (e2(Z,Z), between(1,3,X), W is X + 1, W < 5, W is Z + 1, W < 5), P is X / 4.
0.2::p20(X,X) :- (e2(Y,Z), p11(2), p00(Y), between(1,3,X)) ; (p21(X,X), p20(Z,Z), p20(X,2)).
P::p21(Y,X) :- (Y == 1, e2(X,1), between(1,3,Y)), P is X / 4.
p21(X,Y) :- (p10(Y,1), between(1,3,X), Y @< a) ; (e0, e2(Y,X), not e2(X,X), call(p10, X, 3)).
p30 :- (p10(X,Y), not p10(Y,2)) ; (p11(Y), p20(Y,Y), Y >= 2, \+ e2(Y,1)).
query(e1(3)).
query(p11(3)).
query(e2(2,3)).
