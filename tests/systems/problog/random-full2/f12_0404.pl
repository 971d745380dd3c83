:- use_module(library(lists)).
e0(1,1).
e1(1).
0.7::e1(3).
p00(X,2) :- e2(2,3), e2(Z,X), W is X + 3, W < 5, not e1(Z).
p00(3,X) :- e1(X), W is X + 3, W < 5, X @>= a.
P::p00(Y,X) :- (e2(X,3), p00(X,X), between(1,3,Y)), P is X / 4.
p01 :- (e0(X,X)) ; (e2(Y,2), Y == Y).
p01 :- (p00(2,3)) ; (e0(X,Y), p00(Y,2), not e2(Y,X), T =.. [g, X], T \== g(0)).
p01 :- e0(Z,Y).
p10(X) :- (p00(X,Y), p01, T =.. [g, X], T \== g(0), W is Y + 3, W < 5) ; (e2(Y,1), p11(Y), between(1,3,X), X @>= 3).
0.3::p11(Y) :- e0(3,Y), not e2(Y,Y), findall(V, e2(Y,V), L), sort(L, S), length(S, N), N < 2.
p20(X) :- e1(X), X >= 3.
p20(Y) <- p00(X,Z), between(1,3,Y), not e2(Z,X).
p21(Y,X) :- e2(2,2), e0(1,3), between(1,3,X), between(1,3,Y), T =.. [g, Y], T \== g(0).
p21(Y,X) :- e2(Y,1), p20(Y), e0(1,Z), between(1,3,X).
p30 :- p00(Y,1), \+ p21(Y,1).
query(e1(1)).
