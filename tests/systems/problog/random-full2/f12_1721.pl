:- use_module(library(lists)).
0.4::e0(3,3).
0.2::e0(3,2).
0.2::e1(3,3).
0.9::e1(2,2).
0.1::e1(1,1); 0.3::e1(2,2); 0.3::e1(3,3).
0.5::e2(1).
0.5::e2(3).
0.1::e2(1); 0.2::e2(2).
p00(X) :- (e1(Z,2), p00(Z), between(1,3,X), W is X + 3, W < 5) ; (e2(Y), e0(2,Y), e1(Z,Y), between(1,3,X)).
p00(X) :- e2(2), between(1,3,X), findall(V, e2(V), L), sort(L, S), length(S, N), N < 2, X \= X.
0.9::p00(X) :- (p00(3), between(1,3,X), X = X) ; (e0(Z,Z), e1(Z,3), p00(X), \+ e2(Z)).
0.9::p10(Y,Y) <- (p10(X,3), p00(3), between(1,3,Y)) ; (e1(X,Z), between(1,3,Y), compare(O, X, 2)).
P::p10(Y,Y) :- ((p00(Y), e2(Y), e2(2), compare(O, Y, 2)) ; (e0(Z,Z), e0(X,1), between(1,3,Y), Y @=< a, \+ e1(Y,Z))), P is Y / 4.
query(p10(1,3)).
query(e1(Y,1)).
query(e0(X,X)) :- between(1,2,X).
query(\+ p00(1)).
evidence(p10(3,2), false).
