:- use_module(library(lists)).
0.2::e0(2).
0.8::e0(3).
0.6::e0(1).
0.7::e1.
0.25::p00 :- e0(Y), p00, p00, T =.. [g, Y], T \== g(0).
0.4::p00 :- (p01(Z,Z), p01(X,2), p00, X =\= 1) ; (p00, e0(Z)).
P::p01(X,Y) :- (e0(Z), between(1,3,X), between(1,3,Y), T =.. [g, X], T \== g(0)), P is X / 4.
p10(X,2) :- (p00, e0(X), p11, W is X + 3, W < 5) ; (e0(3), p00, between(1,3,X), findall(V, p01(X,V), L), L = []).
0.8::p10(3,Y) <- p10(X,X), between(1,3,Y), call(p01, 1, Y), X @>= f(1).
p11 :- e0(Y), e1, Y == Y.
p11 <- p00, e0(1).
0.75::p11 :- p01(Z,Y), p01(Y,Y), p00.
P::p20(X) <- (e0(Z), p11, between(1,3,X), \+ p00), P is X / 4.
p21(2) :- (p21(1)) ; (e0(Y), p11, p10(Y,Z), findall(V, e0(V), L), length(L, N), N >= 1).
p21(3) :- (e1) ; (p20(X), p20(3), e0(3), X =:= 3, findall(V, e0(V), L), L = []).
query(p01(Y,Y)).
evidence(p00, true).
