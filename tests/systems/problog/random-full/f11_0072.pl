:- use_module(library(lists)).
0.6::e0(2).
0.6::e1(1,3).
0.2::e1(3,3); 0.1::e1(1,1).
p00(3) <- p00(Z), p01.
p01 :- e0(X), e1(Y,Y), p00(X), call(e0, X), T =.. [g, Y], T \== g(0).
p10(X) :- p10(X), e0(X), p00(2), X \== X.
p20(X,Y) :- p20(X,X), p21(X), between(1,3,Y), W is Y + 2, W < 5, T =.. [g, Y], T \== g(0).
p20(X,X) :- p10(3), between(1,3,X).
P::p21(X) :- (p01, p10(2), e0(X)), P is X / 4.
p30(Y,X) :- (p01, between(1,3,X), between(1,3,Y)) ; (p00(Y), p10(2), between(1,3,X)).
p30(3,X) :- p00(Z), p30(Z,X), compare(O, X, 1).
p31(Y) :- (Y == 1, e1(Z,Z), p10(Z), between(1,3,Y)) ; (p00(2), p10(Z), p20(Z,Z), between(1,3,Y)).
p31(3) :- (e1(2,2), p00(2), p21(Z), not p20(Z,2)) ; (p00(Y), e1(3,Z), findall(V, p20(Z,V), L), sort(L, S), length(S, N), N < 2, Y < 2).
query(p21(Y)).
query(p31(1)).
query(\+ p30(1,1)).
evidence(p20(3,3), false).
