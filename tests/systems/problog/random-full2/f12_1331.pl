:- use_module(library(lists)).
0.9::e0(1,3).
0.3::e0(2,2); 0.2::e0(1,1).
e1(2).
0.5::e1(3).
0.3::e1(1).
0.2::e2.
e3(3).
p00 <- p00, p01, e0(Y,Z), findall(V, e1(V), L), sort(L, S), length(S, N), N < 2, T =.. [g, Y], T \== g(0).
p01 :- e3(X), e1(1), \+ e3(1).
p01 :- p00.
p01 :- e1(Y).
p10(X,2) :- e3(Y), between(1,3,X).
p10(Y,X) :- p11(1), p01, between(1,3,X), between(1,3,Y), \+ e2, Y == Y.
p11(Y) :- e1(Y), Y = 3.
p20(X) :- p21(2), between(1,3,X), X = X, T =.. [g, X], T \== g(0).
p20(Y) :- X == 3, p10(X,X), between(1,3,Y), W is X + 1, W < 5.
P::p20(X) :- (p10(Y,2), e2, between(1,3,X), not e0(Y,X)), P is X / 4.
P::p21(X) :- (p10(3,1), p20(Z), between(1,3,X)), P is X / 4.
p30(X) <- (p21(Y), e0(Y,2), e2, between(1,3,X)) ; (e3(2), p00, between(1,3,X)).
0.8::p30(1) :- p20(X), not p20(3), T =.. [g, X], T \== g(0).
p30(1) :- p01, p01, \+ p01.
query(e3(Y)).
query(p20(3)).
query(p20(3)).
query(\+ p30(1)).
