:- use_module(library(lists)).
0.1::e0(3,3).
0.7::e0(3,2).
0.1::e1(3); 0.2::e1(2).
P::p00(X,X) :- ((e0(1,Z), p01(Y), between(1,3,X)) ; (e1(Z), between(1,3,X), W is Z + 2, W < 5, findall(V, e1(V), L), sum_list(L, T), T > 2)), P is X / 4.
0.7::p00(X,2) :- e0(2,1), e1(X), e1(3).
0.75::p01(Y) :- (p00(2,3), p01(2), between(1,3,Y), Y == 2) ; (p00(Y,Y), T =.. [g, Y], T \== g(0)).
p01(Y) <- p00(1,1), p01(1), between(1,3,Y), T =.. [g, Y], T \== g(0).
p01(1) :- (X \== 1, p01(X), p00(2,1), call(e0, X, X)) ; (e1(Z), p01(3), p01(2), Z =:= 2).
p10(X,X) :- (Z == 2, p10(Z,Z), p00(2,Z), p10(2,3), between(1,3,X)) ; (p01(Y), between(1,3,X), \+ p01(2), not e1(X)).
P::p10(X,X) :- (p01(Y), e1(1), p10(Y,Y), between(1,3,X)), P is X / 4.
p10(2,X) :- X \== 2, e1(Z), e0(3,Z), between(1,3,X), T =.. [g, Z], T \== g(0).
query(e1(X)).
query(p10(2,1)).
query(\+ e1(2)).
