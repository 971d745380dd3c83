:- use_module(library(lists)).
e0(2).
e0(3).
0.5::e1(3,1).
0.2::e2(3); 0.2::e2(2).
0.5::e3.
p00 :- e0(Y), p00, p01(X).
0.9::p00 :- e1(X,X), e3, findall(V, e2(V), L), sort(L, S), length(S, N), N < 2, findall(V, e0(V), L), sort(L, S), length(S, N), N < 2.
0.7::p00 <- e2(2), e1(Z,X), T =.. [g, X], T \== g(0).
p01(X) :- e0(3), p00, between(1,3,X).
0.4::p10(Y,X) :- p10(Y,Z), p11(Y), between(1,3,X).
p10(Y,3) :- e3, between(1,3,Y).
0.2::p11(Y) :- e0(X), e0(X), between(1,3,Y), W is X + 3, W < 5.
P::p11(Y) <- (p00, between(1,3,Y)), P is Y / 4.
p11(Y) :- (p11(Y), p01(Y)) ; (e1(2,2), between(1,3,Y), Y == Y).
p20(X) :- p01(Z), p01(3), e0(Z), between(1,3,X).
p21(X) :- (e3, between(1,3,X), X \= X) ; (Y == 3, e2(Y), e0(Y), between(1,3,X), \+ p11(X)).
p21(X) <- e1(Z,1), p21(X), W is X + 1, W < 5.
P::p30(Y,Y) :- ((p11(X), between(1,3,Y)) ; (p21(Z), p21(Z), p10(Z,2), between(1,3,Y), Y =\= 1)), P is Y / 4.
p30(X,Y) :- e1(1,Y), e0(Z), between(1,3,X), call(e0, 1), call(e2, 3).
P::p30(Y,Y) :- (p30(X,Y), e3, p11(Y), findall(V, p20(V), L), sum_list(L, T), T > 2, X == 1), P is Y / 4.
query(e2(X)).
query(p21(Y)).
query(p01(Y)).
query(e2(X)) :- between(1,2,X).
evidence(p01(1), true).
