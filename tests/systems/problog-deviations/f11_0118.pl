:- use_module(library(lists)).
0.8::e0.
0.4::e1(3).
e1(2).
0.3::e2(2,2).
0.8::e2(2,3).
e3.
p00 :- e1(Y), not e1(Y), \+ e2(Y,Y).
p00 :- (p01(Z), e0) ; (p01(2)).
p01(2) :- e0, p00.
0.8::p01(1) <- (e1(1)) ; (e1(X), e3, e0, \+ e0, W is X + 1, W < 5).
P::p10(X) :- ((e1(Y), p00, between(1,3,X), call(p01, Y), Y @>= 2) ; (p01(X))), P is X / 4.
p10(X) <- e2(Y,1), between(1,3,X).
p10(Y) :- (e2(Z,Y), call(e1, Y)) ; (e1(2), e1(X), between(1,3,Y), \+ e1(X)).
P::p11(X) :- (p01(Z), e0, p01(Z), between(1,3,X), findall(V, e1(V), L), sort(L, S), length(S, N), N < 2), P is X / 4.
p11(X) :- e3, p00, p10(X).
p11(X) :- p01(1), between(1,3,X), compare(O, X, 1), call(p01, X).
p20 <- p01(1), e0.
p20 :- p10(Z), e3, findall(V, p10(V), L), L \= [], T =.. [g, Z], T \== g(0).
p20 <- p10(X), W is X + 1, W < 5.
p21 :- p21, e0.
p21 <- (p20, p10(X), p10(X)) ; (p20, p20).
query(e0).
query(p21).
query(p01(2)).
