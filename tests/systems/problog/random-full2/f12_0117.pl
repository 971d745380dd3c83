:- use_module(library(lists)).
0.3::e0.
0.3::e1(1,2).
0.1::e2(1,2).
0.1::e3(1).
0.4::e3(3).
p00 <- (e2(3,1), e3(Y), W is Y + 2, W < 5, W is Y + 3, W < 5) ; (e3(Z), \+ e2(Z,1)).
p00 :- e3(X), call(e2, 1, X), X =\= 3.
0.5::p10(Y) :- (p10(1), e0, e0, between(1,3,Y), \+ e2(Y,Y)) ; (p11(2,Y), e0, e2(Y,Y), Y == Y, Y @< a).
0.2::p10(X) :- e3(Z), e1(X,Z).
P::p10(X) :- (p00, p11(Y,Y), between(1,3,X), X =:= 1), P is X / 4.
p11(X,Y) :- (p10(3), e3(3), p00, between(1,3,X), between(1,3,Y), not e2(Y,Y)) ; (e3(Z), between(1,3,X), between(1,3,Y)).
p11(X,X) :- p00, p11(Y,X), findall(V, e3(V), L), sort(L, S), length(S, N), N < 2.
p11(Y,Y) :- e1(Y,X), e2(X,Y), e2(Z,1), \+ e0, call(e3, Z).
p20 <- e3(1), e3(1), p20, T =.. [g, 3], T \== g(0).
0.7::p21(1,1) :- (p11(X,2), \+ e1(X,X), call(e2, X, X)) ; (p11(X,2), p11(X,Z), p00).
p21(Y,2) :- p11(1,Y), p00, Y @=< 3, Y @>= 3.
query(p11(2,2)).
query(e3(X)) :- between(1,2,X).
query(\+ e3(3)).
