:- use_module(library(lists)).
0.3::e0(1).
e0(3).
0.3::e1.
p00 :- (p01(3,Z)) ; (e1, e0(2)).
p01(3,1) :- e0(Y), e0(1), e1, Y \= Y.
P::p01(1,Y) :- (Y \== 2, p01(X,1), between(1,3,Y)), P is Y / 4.
p01(1,Y) :- (Y \== 2, e1, e0(2), p00, between(1,3,Y), \+ e1) ; (e1, e0(X), p00, between(1,3,Y)).
p10(Y,X) :- e1, p01(3,Z), p10(Z,Z), between(1,3,X), between(1,3,Y), X \== Z, \+ p00.
P::p10(Y,Y) <- (p00, p00, e0(3), between(1,3,Y), Y < 3, findall(V, e0(V), L), sort(L, S), length(S, N), N < 2), P is Y / 4.
p11(Y) :- p11(Y), not e0(Y).
query(e0(2)).
query(\+ p10(1,2)).
