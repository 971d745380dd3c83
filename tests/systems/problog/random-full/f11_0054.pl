:- use_module(library(lists)).
0.5::e0(3,3).
0.3::e0(3,3); 0.1::e0(2,2).
0.5::e2.
0.1::e3(1,1); 0.3::e3(2,2); 0.1::e3(3,3).
p00(X) <- p00(Y), p01(Y), e3(Y,Y), between(1,3,X), Y =\= 2.
p01(Y) :- (e2, p01(X), e3(Z,X), between(1,3,Y)) ; (p00(X), p01(2), between(1,3,Y)).
p01(3) :- e0(Y,X), e1(Y,Y), p00(Y).
p01(Y) <- (e1(2,Z), between(1,3,Y), findall(V, e0(Y,V), L), L \= [], findall(V, e0(3,V), L), sort(L, S), length(S, N), N < 2) ; (e0(Z,1), between(1,3,Y)).
P::p10(Y) :- (p00(X), between(1,3,Y)), P is Y / 4.
p10(Y) :- e3(X,Y), p01(1).
P::p10(X) :- (p00(Y), between(1,3,X), compare(O, Y, 2), call(p00, 3)), P is X / 4.
query(e2).
query(e2).
query(\+ e0(1,1)).
evidence(e3(1,1), true).
