:- use_module(library(lists)).
0.2::e0(1,2).
0.5::e1(2).
e1(3).
p00(X) :- e0(Z,Y), e0(Y,X), e1(Y), compare(O, Y, 3).
p00(X) :- p01(1), between(1,3,X), \+ e0(X,X), call(e0, X, X).
p00(3) :- (X \== 3, e1(X), p00(X), not e0(X,X)) ; (e0(X,Y)).
0.1::p01(3) :- e1(X), e1(3), p00(X), not e0(X,3).
0.3::p01(X) :- p00(Y), e0(Z,Y), e1(2), between(1,3,X), not e0(Y,Y).
P::p01(X) :- (p01(Y), p01(Y), between(1,3,X)), P is X / 4.
0.6::p10(X) :- (e0(Y,X), findall(V, e1(V), L), length(L, N), N >= 2) ; (e1(2), p11(3,X), \+ e1(X)).
p11(2,Y) :- (e1(X), p01(1), between(1,3,Y)) ; (p10(Z), p00(X), p00(X), between(1,3,Y)).
query(e1(2)).
query(e0(1,3)).
query(p10(X)).
query(p10(X)) :- between(1,2,X).
query(\+ p10(2)).
