:- use_module(library(lists)).
0.1::e0.
0.5::e1(2,3).
0.7::e1(3,2).
e1(1,3).
0.9::e2.
P::p00(Y) <- (e1(2,Y), e1(Y,Z), p00(2), T =.. [g, Y], T \== g(0), W is Y + 2, W < 5), P is Y / 4.
p01(Y,Y) :- p00(Z), e1(2,X), p00(Y), Z =:= 3.
0.1::p01(3,3) :- (e0, e0, e2) ; (e0, \+ e0).
P::p01(X,Y) :- (p00(Y), e0, between(1,3,X), findall(V, e1(2,V), L), sort(L, S), length(S, N), N < 2, not e1(Y,X)), P is X / 4.
p10(Y) :- (e2, e1(Y,X), e1(Y,X), call(p01, Y, Y)) ; (p01(Z,Y), e1(Z,X)).
p10(X) :- e0, e1(X,2).
p10(Y) :- e1(Z,Y), e0, \+ p00(3), \+ e1(Z,Z).
p11(3,Y) :- e0, e0, between(1,3,Y), T =.. [g, Y], T \== g(0), compare(O, Y, 2).
p11(X,X) :- (e1(X,1), p10(1), e1(Z,X)) ; (p11(Z,1), p10(Z), p00(X)).
0.6::p11(X,X) :- e1(2,2), between(1,3,X).
query(e0).
query(e1(X,3)).
