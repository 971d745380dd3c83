:- use_module(library(lists)).
0.75::e0(3,1).
e0(3,3).
0.9::e0(2,3).
0.7::e1(3).
0.1::e1(1); 0.1::e1(3); 0.3::e1(2).
0.3::e2.
0.9::e3.
0.9::p00(Y) :- e0(1,Z), e1(Z), between(1,3,Y).
P::p01(Y) :- (e1(2), between(1,3,Y), Y < 2), P is Y / 4.
p01(Y) :- (e1(Z), between(1,3,Y), Z @=< 1) ; (e1(3), p01(3), between(1,3,Y), compare(O, Y, 2)).
p10(X) <- p10(3), e3, p10(Z), between(1,3,X), W is X + 2, W < 5, \+ e3.
p10(3) :- e3, e1(Y), W is Y + 2, W < 5, T =.. [g, Y], T \== g(0).
0.9::p10(Y) <- e2, p01(Z), p00(1), between(1,3,Y).
p11(X,Y) :- p10(1), between(1,3,X), between(1,3,Y), findall(V, p01(V), L), sort(L, S), length(S, N), N < 2, Y >= 1.
P::p11(X,X) <- (p10(Y), between(1,3,X), \+ p01(2)), P is X / 4.
p20 :- (p00(X), findall(V, p00(V), L), L = []) ; (e2, p11(Y,Y), e2, W is Y + 1, W < 5, Y @>= a).
p20 :- p20, e1(2), p00(X).
query(e2).
query(p10(3)).
query(\+ p10(2)).
