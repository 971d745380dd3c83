:- use_module(library(lists)).
e0.
0.9::e1.
0.3::e2(1).
0.25::e2(3).
p00(Y) :- e1, e2(2), e1, between(1,3,Y).
p00(Y) :- p01(Z,X), between(1,3,Y).
p00(X) :- (e2(3), e2(Y), e1, between(1,3,X), call(e2, 3), not e2(Y)) ; (e0, between(1,3,X)).
0.2::p01(X,Y) :- p01(Y,2), e1, p01(X,Y), W is Y + 3, W < 5, \+ e1.
p01(Y,1) :- e1, e1, p01(Z,Z), between(1,3,Y), T =.. [g, Z], T \== g(0).
0.5::p01(3,X) :- e0, between(1,3,X), not e2(3), findall(V, e2(V), L), sort(L, S), length(S, N), N < 2.
p10(Y) :- p10(X), between(1,3,Y), findall(V, e2(V), L), L = [].
p10(Y) :- e1, between(1,3,Y), T =.. [g, Y], T \== g(0), T =.. [g, Y], T \== g(0).
p11(Y) :- (e0, p00(Y), p11(Y)) ; (Y == 2, p00(Z), p11(Z), p01(Z,Z), between(1,3,Y)).
p11(Y) <- p10(Y), W is Y + 3, W < 5.
p11(Y) :- (p10(Z), p10(Z), p00(3), between(1,3,Y)) ; (p01(2,Z), e0, between(1,3,Y), W is Y + 2, W < 5).
query(e2(1)).
query(e2(X)) :- between(1,2,X).
